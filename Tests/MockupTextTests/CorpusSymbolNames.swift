/// Every SF Symbol name written literally (`Image(systemName:)`, `systemImage:`) in the 100 corpus
/// design guides (shared/corpus/guides) and the seeds, as of this table's last update:
/// `grep -ho 'system\(Name\|Image\): *"[^"]*"' …/guides/*.md seeds/*.md | sort -u`. Kept here so the
/// test runs without the corpus; `SymbolMappingTests` also reads the corpus when it is present.
let corpusSymbolNames: [String] = """
    airplane archivebox arrow.down arrow.down.circle arrow.down.circle.fill arrow.down.to.line
    arrow.left.arrow.right arrow.right arrow.triangle.branch arrow.up arrow.up.arrow.down arrow.up.circle.fill
    arrow.up.right arrow.uturn.backward arrowshape.turn.up.left arrowshape.turn.up.right backward.end.fill backward.fill
    bag bag.fill barcode.viewfinder bell bell.fill bicycle
    bolt.fill book.closed book.fill bookmark bookmark.fill books.vertical
    books.vertical.fill brain brazilianrealsign.circle briefcase.fill bubble.left bubble.left.and.bubble.right
    bubble.left.and.bubble.right.fill bubble.left.fill bubble.right building.2.fill calendar camera
    camera.fill camera.viewfinder car car.fill cart.fill chart.bar
    chart.bar.fill chart.line.uptrend.xyaxis checkmark checkmark.circle checkmark.circle.fill checkmark.rectangle.stack.fill
    checkmark.seal.fill chevron.down chevron.left chevron.right circle.circle.fill circle.dashed
    circle.fill circle.grid.2x2.fill circle.hexagongrid.fill clock clock.arrow.circlepath clock.fill
    creditcard creditcard.fill crown.fill diamond.fill doc.fill doc.on.doc
    doc.text dot.radiowaves.left.and.right ellipsis ellipsis.circle envelope envelope.fill
    exclamationmark.bubble.fill exclamationmark.triangle.fill eye.fill face.smiling face.smiling.fill figure.indoor.cycle
    figure.mind.and.body figure.run film.fill flag.fill flame.fill folder
    fork.knife forward.end.fill forward.fill g.circle.fill gear gearshape
    gearshape.fill gift gift.fill globe globe.americas.fill hand.thumbsdown
    heart heart.fill heart.text.square house house.fill info.circle
    key line.3.horizontal list.bullet list.bullet.rectangle location.north.circle.fill lock.fill
    magnifyingglass map map.fill mappin.and.ellipse menucard.fill message
    message.fill mic mic.fill mic.slash.fill minus moon.stars.fill
    moon.zzz music.note music.note.list newspaper.fill note.text opticaldisc
    paperplane paperplane.fill pause.fill percent person person.2
    person.2.fill person.3 person.3.fill person.circle person.crop.circle person.crop.circle.fill
    person.crop.square person.fill phone phone.down.fill phone.fill photo.on.rectangle
    photo.stack pin play.circle play.circle.fill play.fill play.rectangle
    play.rectangle.fill play.rectangle.on.rectangle play.rectangle.on.rectangle.fill play.square.stack play.square.stack.fill play.tv
    plus plus.app.fill plus.circle plus.circle.fill plus.rectangle.on.rectangle qrcode
    questionmark.circle rectangle.3.group rectangle.on.rectangle rectangle.portrait.on.rectangle.portrait rectangle.stack rectangle.stack.badge.plus
    repeat safari.fill shield.fill shuffle sparkle sparkles
    square.and.arrow.down square.and.arrow.up square.and.pencil square.grid.2x2 square.grid.2x2.fill square.grid.3x3.fill
    square.stack square.stack.fill star star.circle.fill star.fill stop.fill
    suitcase tag target timer trash tuningfork
    tv video video.fill wallet.pass wallet.pass.fill waveform.path.ecg
    xmark xmark.circle.fill
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
