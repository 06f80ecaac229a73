// The 1200×630 card shown when someone shares a link to the shop.
import { fullBleedIconSvg } from './mark';

export function ogImageHtml(): string {
  const mark = `data:image/svg+xml;base64,${Buffer.from(fullBleedIconSvg()).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:center;gap:28px;
  background:radial-gradient(circle at 80% 30%, rgba(232,87,122,.45), transparent 55%),linear-gradient(135deg,#1e0a20,#4a1640 55%,#9f1239);color:#fff8f3;font-family:'DejaVu Serif',Georgia,serif">
  <div style="display:flex;align-items:center;gap:28px"><img src="${mark}" width="120" height="120" style="border-radius:28px" alt="">
  <span style="font-size:88px;font-weight:bold;letter-spacing:-1px">Serenade</span></div>
  <div style="font-size:56px;line-height:1.15;max-width:900px">A song written just for them</div>
  <div style="font-family:'DejaVu Sans',Arial,sans-serif;font-size:30px;color:#f7c9a0">Your story, turned into lyrics and a produced song · ready in 24 hours</div>
</div></body></html>`;
}
