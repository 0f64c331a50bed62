/** The preview page's only style sheet (inline: the page loads nothing and runs no script). */
export const PREVIEW_CSS = `
*{box-sizing:border-box}
body{margin:0;padding:12px;background:#f7f9f9;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f1419}
.post{max-width:598px;margin:0 auto;background:#fff;border:1px solid #eff3f4;border-radius:16px;padding:12px 16px;display:grid;grid-template-columns:40px 1fr;gap:0 12px}
.avatar{width:40px;height:40px;border-radius:50%;background:#1d9bf0;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;overflow:hidden}
.avatar img{width:100%;height:100%;object-fit:cover}
.post-body{min-width:0}
.post-head{display:flex;gap:4px;flex-wrap:wrap;align-items:baseline}
.name{font-weight:700}.handle,.muted{color:#536471}
.badge{font-size:12px;color:#536471;border:1px solid #cfd9de;border-radius:4px;padding:0 4px;margin-left:4px}
.text{margin:2px 0 12px;white-space:pre-wrap;overflow-wrap:anywhere}
.post-media{display:grid;gap:2px;border-radius:16px;overflow:hidden;margin-bottom:12px}
.post-media.n2,.post-media.n3,.post-media.n4{grid-template-columns:1fr 1fr}
.media{display:block;width:100%;height:auto;background:#eff3f4}
.media.missing{aspect-ratio:1.91/1}
.card{border:1px solid #cfd9de;border-radius:16px;overflow:hidden;margin-bottom:12px}
.card-details{display:block;padding:8px 12px;color:inherit;text-decoration:none;border-top:1px solid #eff3f4}
.card-domain{display:block;color:#536471;font-size:13px}
.card-title{display:block}
.card-button{display:flex;justify-content:space-between;align-items:center;padding:8px 12px;border-top:1px solid #eff3f4}
.btn{border:1px solid #cfd9de;border-radius:999px;padding:4px 16px;font-weight:700}
.card-strip{display:flex;overflow-x:auto;gap:8px;padding:8px;scroll-snap-type:x mandatory}
.strip-item{flex:0 0 80%;scroll-snap-align:start;border-radius:12px;overflow:hidden;border:1px solid #eff3f4}
.card-conversation .card-title,.card-image-conversation .card-title,.card-video-conversation .card-title{padding:8px 12px 0;font-weight:700}
.card-ctas{display:flex;flex-wrap:wrap;gap:8px;padding:8px 12px}
.cta{border:1px solid #1d9bf0;color:#1d9bf0;border-radius:999px;padding:4px 12px;font-weight:700}
.card-thanks{padding:0 12px 10px;color:#536471;font-size:13px}
.post-foot{color:#536471;font-size:13px}
`;
