// What customers said (static content, spec §3 "Testimonials").

export interface Testimonial {
  rating: number;
  text: string;
  name: string;
  location: string;
  occasion: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    rating: 5,
    text: 'I played it on our tenth anniversary and she cried before the first chorus ended. They put the little things in — the rainy first date, the dog we adopted. It sounds like us.',
    name: 'Marcus T.',
    location: 'Austin, TX',
    occasion: 'Anniversary',
  },
  {
    rating: 5,
    text: 'I proposed with our song playing in the background. I gave them a messy page of memories and got back something I could never have written myself.',
    name: 'Daniel R.',
    location: 'Denver, CO',
    occasion: 'Proposal',
  },
  {
    rating: 5,
    text: 'We wrote a song for my grandmother’s 90th. The whole family sang the chorus by the end of the night. Delivered the next morning, exactly as promised.',
    name: 'Priya S.',
    location: 'Edison, NJ',
    occasion: 'Birthday',
  },
  {
    rating: 5,
    text: 'Our first dance was to a song nobody else in the world has. The revision round let me fix one line about her dad, and it made the whole song.',
    name: 'James & Olivia',
    location: 'Portland, OR',
    occasion: 'Wedding',
  },
];
