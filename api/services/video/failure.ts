// A render that cannot finish, with a reason written for the admin who reads it on the failed video.
export class VideoFailure extends Error {
  override name = 'VideoFailure';
}
