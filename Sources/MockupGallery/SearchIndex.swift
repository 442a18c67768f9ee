import Foundation

/// `search-index.js`: every brand, component and token of the site as a script that sets
/// `window.MOCKUP_SEARCH` (a script, not JSON fetched at run time, so search works from file://).
struct SearchIndex {
    /// One searchable thing: its kind (`brand`, `component`, `token`), name, page link, a detail
    /// line and, for colours, the swatch colour.
    struct Entry: Encodable {
        let kind: String, name: String, url: String, detail: String
        let color: String?
    }

    static let path = "search-index.js"

    let site: GallerySite

    var entries: [Entry] {
        site.brands.flatMap { brand -> [Entry] in
            let page = GallerySite.pagePath(brand)
            var entries = [Entry(kind: "brand", name: brand.title, url: HTML.urlPath(page),
                                 detail: "\(brand.componentNames.count) components · \(brand.lintSummary)", color: nil)]
            entries += brand.scenes.map {
                Entry(kind: "component", name: $0.name, url: HTML.urlPath(page) + "#" + HTML.urlFragment($0.shortName),
                      detail: brand.title, color: nil)
            }
            entries += brand.guideComponentGroups.map { group in
                Entry(kind: "component", name: group[0].name, url: HTML.urlPath(ComponentPage.path(brand: brand, component: group[0].name)),
                      detail: brand.title, color: nil)
            }
            entries += (brand.tokens?.colors ?? []).map {
                Entry(kind: "token", name: $0.name, url: HTML.urlPath(page) + "#" + HTML.urlFragment("color-\($0.name)"),
                      detail: "\($0.hex) · \(brand.title)", color: $0.hex)
            }
            entries += (brand.tokens?.fonts ?? []).map {
                Entry(kind: "token", name: $0.name, url: HTML.urlPath(page) + "#" + HTML.urlFragment("font-\($0.name)"),
                      detail: "\($0.face) \(NumberText.points($0.descriptor.size)) pt · \(brand.title)", color: nil)
            }
            return entries
        }
    }

    /// The script: `window.MOCKUP_SEARCH = [...];`.
    var script: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "window.MOCKUP_SEARCH = \(json);\n"
    }


    /// The index page's search: filters by kind and words (every word must match the name or
    /// detail), reads `?q=` from the top bar's search box, shows the first 200 results.
    static let pageScript = """
    (function(){var data=window.MOCKUP_SEARCH||[],input=document.getElementById("q"),list=document.getElementById("results"),
    count=document.getElementById("result-count"),kind="all",buttons=document.querySelectorAll("[data-kind]");
    function esc(s){return String(s).replace(/[&<>"']/g,function(c){return"&#"+c.charCodeAt(0)+";"})}
    function run(){var words=input.value.toLowerCase().split(/\\s+/).filter(Boolean),hits=[];
    if(words.length||kind!=="all"){for(var i=0;i<data.length;i++){var e=data[i],text=(e.name+" "+e.detail).toLowerCase();
    if((kind==="all"||e.kind===kind)&&words.every(function(w){return text.indexOf(w)>=0}))hits.push(e)}}
    list.innerHTML=hits.slice(0,200).map(function(e){return'<li><a href="'+esc(e.url)+'"><span class="kind">'+esc(e.kind)+'</span>'
    +(e.color?'<span class="chip" style="background:'+esc(e.color)+'"></span>':"")+'<span>'+esc(e.name)+'</span><span class="detail">'
    +esc(e.detail)+"</span></a></li>"}).join("");
    count.textContent=hits.length?hits.length+" result"+(hits.length===1?"":"s")+(hits.length>200?" (first 200 shown)":""):
    (words.length?"No results":"");document.body.dataset.results=hits.length}
    for(var b=0;b<buttons.length;b++){buttons[b].addEventListener("click",function(){kind=this.dataset.kind;
    for(var j=0;j<buttons.length;j++)buttons[j].setAttribute("aria-pressed",buttons[j]===this?"true":"false");run()})}
    var q=new URLSearchParams(location.search).get("q");if(q)input.value=q;input.addEventListener("input",run);run()})();
    """
}
