/// The stylesheet and the few lines of script every page carries inline (no network resources).
enum GalleryStyle {
    static let css = """
    :root {
      --bg: #f6f7f9; --panel: #ffffff; --panel-2: #f0f2f5; --ink: #111827; --muted: #545d6b; --faint: #5f6878;
      --line: #e3e6eb; --accent: #3b5bfd; --accent-ink: #ffffff; --code-bg: #0f172a; --code-ink: #e2e8f0;
      --ok: #086a41; --ok-bg: #dcf5e8; --mid: #8a5a00; --mid-bg: #fdf0d2; --bad: #b42318; --bad-bg: #fde4e1;
      --shadow: 0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08);
      --radius: 14px;
      --sans: -apple-system, BlinkMacSystemFont, "Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
      --mono: ui-monospace, "SF Mono", "Roboto Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace;
      color-scheme: light;
    }
    :root[data-theme="dark"] {
      --bg: #0b0f17; --panel: #121826; --panel-2: #1a2233; --ink: #e6e9ef; --muted: #a3adbd; --faint: #8b95a7;
      --line: #243044; --accent: #7c93ff; --accent-ink: #0b0f17; --code-bg: #060a12; --code-ink: #d6deeb;
      --ok: #5fd39a; --ok-bg: #0f3324; --mid: #f4c15d; --mid-bg: #3a2c0c; --bad: #ff8a7a; --bad-bg: #3d1512;
      --shadow: 0 1px 2px rgba(0,0,0,.4);
      color-scheme: dark;
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--ink); font: 15px/1.55 var(--sans); }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    code, pre { font-family: var(--mono); font-size: 12.5px; }
    .topbar { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 20px;
      padding: 12px 32px; background: color-mix(in srgb, var(--bg) 85%, transparent);
      backdrop-filter: blur(12px); border-bottom: 1px solid var(--line); }
    .topbar .logo { font-weight: 700; color: var(--ink); letter-spacing: -.01em; }
    .brand-menu { position: relative; }
    .brand-menu summary { list-style: none; cursor: pointer; border: 1px solid var(--line); background: var(--panel);
      border-radius: 999px; padding: 5px 12px; font-size: 13px; white-space: nowrap; }
    .brand-menu summary::-webkit-details-marker { display: none; }
    .brand-menu nav { position: absolute; top: calc(100% + 8px); left: 0; width: min(760px, 92vw); max-height: 70vh; overflow: auto;
      background: var(--panel); border: 1px solid var(--line); border-radius: 12px; box-shadow: 0 12px 40px rgba(15,23,42,.2);
      padding: 10px; columns: 4 150px; column-gap: 8px; }
    .brand-menu nav a { display: block; color: var(--ink); padding: 3px 8px; border-radius: 6px; font-size: 14px; break-inside: avoid; }
    .brand-menu nav a[aria-current] { background: var(--panel-2); font-weight: 600; }
    .site-search { flex: 1; display: flex; justify-content: flex-end; }
    .site-search input, .search-box input { font: 14px var(--sans); color: var(--ink); background: var(--panel);
      border: 1px solid var(--line); border-radius: 999px; padding: 6px 14px; width: min(320px, 100%); }
    .search-box { margin: 24px 0 0; display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
    .search-box input { width: min(520px, 100%); font-size: 16px; padding: 10px 16px; }
    .search-box button { font: 13px var(--sans); border: 1px solid var(--line); background: var(--panel); color: var(--ink);
      border-radius: 999px; padding: 6px 12px; cursor: pointer; }
    .search-box button[aria-pressed="true"] { background: var(--ink); color: var(--panel); }
    .results { list-style: none; padding: 0; margin: 16px 0 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 8px; }
    .results li a { display: flex; gap: 10px; align-items: center; padding: 8px 12px; background: var(--panel);
      border: 1px solid var(--line); border-radius: 10px; color: var(--ink); }
    .results .kind { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); min-width: 72px; }
    .results .chip { width: 18px; height: 18px; border-radius: 5px; border: 1px solid var(--line); flex: none; }
    .results .detail { color: var(--muted); font-size: 13px; margin-left: auto; text-align: right; }
    .toc { display: flex; gap: 6px 14px; flex-wrap: wrap; margin: 20px 0 0; font-size: 14px; }
    .permalink { font-size: 12px; color: var(--muted); }
    .copy { align-self: flex-end; font: 12px var(--sans); border: 1px solid var(--line); background: var(--panel); color: var(--ink);
      border-radius: 6px; padding: 2px 10px; cursor: pointer; margin-bottom: -4px; }
    .code .kw { color: #c792ea; } .code .st { color: #c3e88d; } .code .cm { color: #8b9bb4; font-style: italic; }
    .code .nu { color: #f78c6c; } .code .ty { color: #82aaff; }
    .grid.single { grid-template-columns: 1fr; margin-top: 24px; }
    .pill.changed { color: var(--mid); border-color: var(--mid); font-weight: 600; }
    .change { margin-top: 8px; } .before-after { display: flex; gap: 8px; flex-wrap: wrap; }
    .before-after span { display: flex; flex-direction: column; align-items: center; font-size: 12px; color: var(--muted); }
    .preview .before-after img { max-width: 180px; height: auto; border: 1px solid var(--line); }
    .theme-toggle { margin-left: auto; border: 1px solid var(--line); background: var(--panel); color: var(--ink); border-radius: 999px;
      padding: 5px 12px; font: 13px var(--sans); cursor: pointer; }
    main { max-width: 1320px; margin: 0 auto; padding: 32px; }
    h1 { font-size: 40px; line-height: 1.1; letter-spacing: -.025em; margin: 0 0 8px; }
    h2 { font-size: 24px; letter-spacing: -.015em; margin: 56px 0 6px; }
    [id] { scroll-margin-top: 72px; }
    .lead { color: var(--muted); font-size: 17px; margin: 0; max-width: 60ch; }
    .section-note { color: var(--muted); margin: 0 0 20px; }
    .pill { display: inline-flex; align-items: center; gap: 4px; border: 1px solid var(--line); border-radius: 999px;
      padding: 1px 9px; font-size: 12px; color: var(--muted); background: var(--panel); white-space: nowrap; }
    .stats { display: flex; gap: 8px; flex-wrap: wrap; margin: 16px 0 0; }
    /* Hero */
    .hero { display: grid; grid-template-columns: minmax(280px, 1fr) auto; gap: 40px; align-items: center;
      background: var(--panel); border: 1px solid var(--line); border-radius: 24px; padding: 40px; box-shadow: var(--shadow); }
    .hero-shots { display: flex; gap: 24px; flex-wrap: wrap; justify-content: flex-end; }
    .hero-shots figure { margin: 0; text-align: center; }
    .hero-shots img { display: block; width: 300px; max-width: 100%; height: auto; border-radius: 28px;
      border: 1px solid var(--line); box-shadow: 0 12px 40px rgba(15,23,42,.18); }
    .hero-shots figcaption { font-size: 12px; color: var(--faint); margin-top: 10px; }
    /* Scene cards */
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(440px, 1fr)); gap: 24px; }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow);
      display: flex; flex-direction: column; min-width: 0; overflow: hidden; }
    .card > input { position: absolute; opacity: 0; pointer-events: none; }
    .preview { background: var(--panel-2); border-bottom: 1px solid var(--line); padding: 20px; display: flex;
      align-items: center; justify-content: center; min-height: 180px; }
    .preview img { max-width: 100%; height: auto; border-radius: 6px; }
    .preview .v-dark { display: none; }
    .scheme-dark:checked ~ .preview .v-dark, .scheme-dark:checked ~ .card-body .v-dark { display: block; }
    .scheme-dark:checked ~ .preview .v-light, .scheme-dark:checked ~ .card-body .v-light { display: none; }
    .card-body .v-dark { display: none; }
    .card-body { padding: 16px 18px 18px; display: flex; flex-direction: column; gap: 10px; min-width: 0; }
    .card-head { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
    .card-head h3 { font: 600 15px var(--mono); margin: 0; flex: 1; min-width: 0; overflow-wrap: break-word; }
    .summary { color: var(--muted); margin: 0; font-size: 14px; }
    .segmented { display: inline-flex; background: var(--panel-2); border: 1px solid var(--line); border-radius: 999px; padding: 2px; }
    .segmented label { padding: 2px 10px; border-radius: 999px; font-size: 12px; color: var(--muted); cursor: pointer; user-select: none; }
    .scheme-light:checked ~ .card-body .segmented .l-light, .scheme-dark:checked ~ .card-body .segmented .l-dark {
      background: var(--panel); color: var(--ink); box-shadow: var(--shadow); font-weight: 600; }
    .scheme-light:focus-visible ~ .card-body .segmented .l-light, .scheme-dark:focus-visible ~ .card-body .segmented .l-dark {
      outline: 2px solid var(--accent); }
    .label { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--faint); font-weight: 600; margin: 4px 0 -4px; }
    pre.code { margin: 0; background: var(--code-bg); color: var(--code-ink); border-radius: 10px; padding: 14px 16px;
      overflow: auto; max-height: 340px; line-height: 1.5; tab-size: 4; }
    pre.code code { white-space: pre; }
    .command { display: block; background: var(--panel-2); border: 1px solid var(--line); border-radius: 8px;
      padding: 8px 12px; overflow-x: auto; white-space: nowrap; color: var(--ink); }
    .command::before { content: "$ "; color: var(--faint); }
    .missing { color: var(--faint); font-style: italic; font-size: 13px; }
    /* Colour tokens */
    .swatches { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 16px; }
    .swatch { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); overflow: hidden; box-shadow: var(--shadow); }
    .swatch-chip { height: 84px; position: relative; border-bottom: 1px solid var(--line);
      background-image: linear-gradient(45deg, #d9dde3 25%, transparent 25%, transparent 75%, #d9dde3 75%),
        linear-gradient(45deg, #d9dde3 25%, #fff 25%, #fff 75%, #d9dde3 75%);
      background-size: 14px 14px; background-position: 0 0, 7px 7px; }
    .swatch-chip span { position: absolute; inset: 0; }
    .swatch-body { padding: 12px 14px 14px; display: flex; flex-direction: column; gap: 6px; }
    .swatch-name { font: 600 13px var(--mono); overflow-wrap: anywhere; }
    .swatch-meta { font: 12px var(--mono); color: var(--muted); display: flex; gap: 8px; flex-wrap: wrap; }
    .contrast { display: grid; grid-template-columns: 1fr auto auto; gap: 4px 8px; align-items: center; font-size: 12px; color: var(--muted); }
    .contrast b { font: 600 12px var(--mono); color: var(--ink); }
    .badge { font-size: 11px; font-weight: 700; padding: 1px 7px; border-radius: 999px; text-align: center; min-width: 44px; white-space: nowrap; }
    .faint { color: var(--faint); }
    .badge.aaa, .badge.aa { color: var(--ok); background: var(--ok-bg); }
    .badge.aa-large { color: var(--mid); background: var(--mid-bg); }
    .badge.fail { color: var(--bad); background: var(--bad-bg); }
    .lint { color: var(--bad); font-size: 12px; }
    .lint-warning { color: var(--mid); } .lint-note { color: var(--muted); }
    .badge.kind-error, .badge.sev-major { color: var(--bad); background: var(--panel); border: 1px solid var(--bad); }
    .badge.kind-warning, .badge.sev-moderate { color: var(--mid); background: var(--panel); border: 1px solid var(--mid); }
    .badge.kind-note, .badge.sev-minor { color: var(--muted); background: var(--panel); border: 1px solid var(--line); }
    .notes { margin-top: 16px; } .notes summary { cursor: pointer; color: var(--muted); }
    .notes .issues { background: var(--panel); border-color: var(--line); }
    .issues .lint-note code, .issues .lint-warning code { color: var(--ink); }
    /* Type scale */
    .type-scale { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow); overflow: hidden; }
    .type-row { display: grid; grid-template-columns: 280px 1fr; gap: 24px; align-items: center; padding: 16px 20px; border-top: 1px solid var(--line); }
    .type-row:first-child { border-top: 0; }
    .type-meta { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
    .type-meta .swatch-meta { font-size: 12px; }
    .type-specimen { overflow-x: auto; }
    .type-specimen img { display: block; max-width: none; border-radius: 6px; }
    /* Issues */
    .issues { background: var(--bad-bg); border: 1px solid color-mix(in srgb, var(--bad) 35%, transparent); border-radius: var(--radius);
      padding: 14px 18px; margin: 0; list-style: none; }
    .issues li { padding: 4px 0; font-size: 14px; }
    .issues code { color: var(--bad); }
    .clean { color: var(--ok); }
    /* Index */
    .brands { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 24px; margin-top: 32px; }
    .brand-card { display: flex; flex-direction: column; background: var(--panel); border: 1px solid var(--line);
      border-radius: 20px; overflow: hidden; box-shadow: var(--shadow); color: var(--ink); transition: transform .15s, box-shadow .15s; }
    .brand-card:hover { text-decoration: none; transform: translateY(-2px); box-shadow: 0 10px 30px rgba(15,23,42,.14); }
    .brand-shot { height: 300px; overflow: hidden; background: var(--panel-2); display: flex; justify-content: center; align-items: flex-start; padding-top: 24px; }
    .brand-shot img { width: 220px; height: auto; border-radius: 22px; box-shadow: 0 8px 28px rgba(15,23,42,.18); }
    .brand-shot img.component-shot { width: auto; max-width: 240px; max-height: 250px; border-radius: 10px; align-self: center; }
    .brand-shot .palette { display: flex; align-self: center; gap: 6px; flex-wrap: wrap; justify-content: center; padding: 24px; }
    .brand-shot .palette span { width: 34px; height: 34px; border-radius: 10px; border: 1px solid var(--line); }
    .brand-card-body { padding: 16px 18px 18px; }
    .brand-card-body h2 { margin: 0 0 8px; font-size: 20px; }
    footer { max-width: 1320px; margin: 0 auto; padding: 24px 32px 48px; color: var(--faint); font-size: 13px; }
    @media (max-width: 720px) {
      main { padding: 20px; } .hero { grid-template-columns: 1fr; padding: 24px; } .grid { grid-template-columns: 1fr; }
      .type-row { grid-template-columns: 1fr; } .topbar { padding: 10px 16px; gap: 10px; flex-wrap: wrap; }
      .site-search { order: 3; flex-basis: 100%; } .site-search input { width: 100%; } h1 { font-size: 32px; }
    }
    """

    /// Sets the page theme before first paint: the saved choice, else the system preference.
    static let themeScript = """
    (function(){var t=null;try{t=localStorage.getItem("mockup-gallery-theme")}catch(e){}
    if(!t){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}
    document.documentElement.dataset.theme=t})();
    function toggleTheme(){var d=document.documentElement,t=d.dataset.theme==="dark"?"light":"dark";d.dataset.theme=t;
    try{localStorage.setItem("mockup-gallery-theme",t)}catch(e){}}
    """

    /// After load, records on `<body>` how many images loaded and how many cards the page has
    /// (read by the gallery's browser test).
    static let loadScript = """
    addEventListener("load",function(){var i=Array.prototype.slice.call(document.images),b=document.body.dataset;
    b.imagesTotal=i.length;b.imagesLoaded=i.filter(function(x){return x.complete&&x.naturalWidth>0}).length;
    b.cards=document.querySelectorAll(".card").length;b.ready="1"});
    """
}
