/// The SF Symbols name table: one line per SF Symbols base name (no `.fill`), then the glyph that
/// draws it. Names are Apple's (SF Symbols app, developer.apple.com/sf-symbols); each maps to a
/// glyph of the same concept. `SymbolNames` parses it once and applies the variant rules (`.fill`,
/// `.circle` enclosures), so variants are not listed here.
///
/// Glyph column:
/// - `name`: a Material Symbols Outlined glyph (`Fonts/MaterialSymbols/…codepoints`).
/// - `forkawesome:HEX/HEX`: Fork Awesome codepoints, outline then filled (`Fonts/ForkAwesome`),
///   for concepts Material does not draw (a paper plane).
/// - `enclosed:ENCLOSURE:NAME`: the table's `NAME` inside a `circle` / `square` / `viewfinder`,
///   as the enclosure rule draws it (for names whose Material glyph has the wrong `.fill` form).
/// - `mirrored:NAME` / `turned:NAME` / `halfTurned:NAME`: a Material glyph mirrored left to right, or
///   turned a quarter turn clockwise or a half turn, where Material draws the concept facing another
///   way than SF (`turned:flight`).
/// - `within:CONTAINER:INNER:SCALE:DX:DY`: the table's `INNER` (or a number, `15`) drawn `SCALE` times
///   as large inside the table's `CONTAINER`, its centre `DX`, `DY` box heights right and down of the
///   container's; the `.fill` form cuts it out of the solid container (`bolt.shield.fill`). An `INNER`
///   ending in `.fill` stays solid in the outline form; an `INNER` in capitals is those letters.
/// - `beside:CONTAINER:INNER:SCALE:DX:DY`: as `within:`, for an `INNER` beside the container's ink, never
///   cut out (`moon.zzz`'s letters).
/// - `shape:NAME`: a geometric symbol drawn as a vector path (`SymbolShape`): SF's plain shapes
///   Material has no glyph for (a rhombus `diamond`, a 2×2 grid of circles).
///
/// `#` starts a comment line. Tests check every glyph exists and every name is unique.
enum SymbolTable {
    static let text = """
        # arrows
        arrow.up                                     arrow_upward
        arrow.down                                   arrow_downward
        arrow.left                                   arrow_back
        arrow.right                                  arrow_forward
        arrow.backward                               arrow_back
        arrow.forward                                arrow_forward
        arrow.up.left                                north_west
        arrow.up.right                               north_east
        arrow.down.left                              south_west
        arrow.down.right                             south_east
        arrow.up.forward                             north_east
        arrow.up.backward                            north_west
        arrow.down.forward                           south_east
        arrow.down.backward                          south_west
        arrow.up.circle                              arrow_circle_up
        arrow.down.circle                            arrow_circle_down
        arrow.left.circle                            arrow_circle_left
        arrow.right.circle                           arrow_circle_right
        arrow.backward.circle                        arrow_circle_left
        arrow.forward.circle                         arrow_circle_right
        arrow.left.arrow.right                       swap_horiz
        arrow.right.arrow.left                       swap_horiz
        arrow.up.arrow.down                          swap_vert
        arrow.up.and.down                            height
        arrow.uturn.backward                         undo
        arrow.uturn.forward                          redo
        arrow.uturn.left                             undo
        arrow.uturn.right                            redo
        arrow.clockwise                              refresh
        arrow.counterclockwise                       replay
        arrow.trianglehead.clockwise                 refresh
        arrow.trianglehead.counterclockwise          replay
        arrow.2.circlepath                           sync
        arrow.triangle.2.circlepath                  sync
        arrow.triangle.2.circlepath.camera           flip_camera_ios
        arrow.2.squarepath                           repeat
        arrow.rectanglepath                          repeat  # Material has no arrow around a rectangle: its loop of arrows
        arrow.triangle.branch                        call_split
        arrow.triangle.merge                         call_merge
        arrow.triangle.swap                          swap_horiz
        arrow.down.to.line                           vertical_align_bottom
        arrow.down.to.line.compact                   vertical_align_bottom
        arrow.down.to.line.alt                       vertical_align_bottom
        arrow.circlepath                             autorenew
        arrow.left.and.right                         arrow_range
        arrow.up.and.down.text.horizontal            format_line_spacing
        arrow.up.to.line                             vertical_align_top
        arrow.right.to.line                          start
        arrow.up.right.square                        open_in_new
        arrow.up.forward.app                         open_in_new
        arrow.up.forward.square                      open_in_new
        arrow.up.doc                                 upload_file
        arrow.down.doc                               file_save  # a document with an arrow down
        arrow.turn.up.right                          turn_right
        arrow.turn.up.left                           turn_left
        arrow.turn.down.right                        subdirectory_arrow_right
        arrow.turn.down.left                         subdirectory_arrow_left
        arrow.up.and.down.and.arrow.left.and.right   open_with
        arrow.up.left.and.arrow.down.right           open_in_full
        arrow.down.right.and.arrow.up.left           close_fullscreen
        arrow.up.backward.and.arrow.down.forward     open_in_full
        arrow.down.forward.and.arrow.up.backward     close_fullscreen
        arrow.up.right.and.arrow.down.left           open_in_full
        arrow.down.left.and.arrow.up.right           close_fullscreen
        arrow.triangle.turn.up.right.diamond         directions
        arrowshape.turn.up.left                      reply
        arrowshape.turn.up.backward                  reply
        arrowshape.turn.up.right                     mirrored:reply  # Material's `forward` is a double-headed mail arrow
        arrowshape.turn.up.forward                   mirrored:reply
        arrowshape.turn.up.left.2                    reply_all
        square.and.arrow.up                          ios_share
        square.and.arrow.up.trianglebadge.exclamationmark ios_share
        square.and.arrow.up.on.square                ios_share
        square.and.arrow.down                        download
        arrow.down.app                               download  # Material has no arrow into an app square: the download tray
        rectangle.portrait.and.arrow.right           logout
        rectangle.portrait.and.arrow.forward         logout
        clock.arrow.circlepath                       history
        # chevrons
        chevron.left                                 chevron_left
        chevron.right                                chevron_right
        chevron.backward                             chevron_left
        chevron.forward                              chevron_right
        chevron.up                                   expand_less
        chevron.down                                 expand_more
        chevron.compact.up                           expand_less
        chevron.compact.down                         expand_more
        chevron.compact.left                         chevron_left
        chevron.compact.right                        chevron_right
        chevron.left.2                               keyboard_double_arrow_left
        chevron.right.2                              keyboard_double_arrow_right
        chevron.up.2                                 keyboard_double_arrow_up
        chevron.down.2                               keyboard_double_arrow_down
        chevron.up.chevron.down                      unfold_more
        chevron.down.circle                          expand_circle_down
        chevron.up.circle                            expand_circle_up
        chevron.right.circle                         expand_circle_right
        chevron.forward.circle                       expand_circle_right
        chevron.left.forwardslash.chevron.right      code
        chevron.left.slash.chevron.right             code
        # plus minus xmark checkmark
        plus                                         add
        plus.circle                                  add_circle
        plus.square                                  add_box
        plus.app                                     add_box
        plus.rectangle.on.rectangle                  library_add
        plus.square.on.square                        library_add
        rectangle.stack.badge.plus                   library_add
        rectangle.stack.badge.play                   video_library
        plus.bubble                                  add_comment
        plus.magnifyingglass                         zoom_in
        minus.magnifyingglass                        zoom_out
        minus                                        remove
        minus.circle                                 remove_circle
        minus.square                                 indeterminate_check_box
        xmark                                        close
        multiply                                     close
        xmark.circle                                 cancel
        xmark.square                                 disabled_by_default
        xmark.octagon                                dangerous
        checkmark                                    check
        checkmark.circle                             check_circle
        checkmark.square                             check_box
        checkmark.seal                               verified
        checkmark.shield                             verified_user
        checkmark.rectangle.stack                    library_add_check
        equal                                        equal
        questionmark                                 question_mark
        questionmark.circle                          help
        questionmark.bubble                          contact_support
        questionmark.diamond                         help_center  # Material has no diamond: its question mark in a square
        exclamationmark                              priority_high
        exclamationmark.3                            priority_high
        exclamationmark.2                            priority_high  # Material has one mark, not a pair or three
        exclamationmark.circle                       error
        exclamationmark.triangle                     warning
        exclamationmark.octagon                      report
        exclamationmark.bubble                       feedback
        exclamationmark.shield                       gpp_maybe
        info                                         info_i
        info.circle                                  info
        nosign                                       block
        circle.slash                                 block
        slash.circle                                 block
        # people
        person                                       person
        person.circle                                enclosed:circle:person
        person.crop.circle                           enclosed:circle:person
        person.crop.square                           account_box
        person.viewfinder                            frame_person
        person.2                                     group
        person.3                                     groups
        person.2.circle                              enclosed:circle:person.2
        person.badge.plus                            person_add
        person.crop.circle.badge.plus                person_add
        person.badge.minus                           person_remove
        person.badge.key                             passkey
        person.badge.shield.checkmark                shield_person
        person.checkmark                             how_to_reg  # SF writes the solid one person.fill.checkmark
        person.xmark                                 person_cancel  # person.fill.xmark
        person.crop.circle.badge.minus               person_remove
        person.crop.circle.badge.checkmark           person_check
        person.crop.circle.badge.xmark               person_cancel
        person.crop.circle.badge.exclamationmark     person_alert
        person.2.badge.plus                          group_add
        person.2.badge.minus                         group_remove
        person.slash                                 person_off
        person.crop.rectangle                        badge
        person.text.rectangle                        id_card
        person.and.person                            group
        figure.walk                                  directions_walk
        figure.walk.motion                           directions_walk  # Material has no motion lines
        figure.run                                   directions_run
        figure.stand                                 man
        figure.arms.open                             accessibility
        figure.roll                                  accessible
        figure.roll.runningpace                      accessible_forward
        figure.hiking                                hiking
        figure.pool.swim                             pool
        figure.outdoor.cycle                         directions_bike
        figure.indoor.cycle                          directions_bike
        figure.mind.and.body                         self_improvement
        figure.yoga                                  self_improvement
        figure.cooldown                              sports_gymnastics
        figure.strengthtraining.traditional          fitness_center
        figure.skiing.downhill                       downhill_skiing
        figure.surfing                               surfing
        figure.snowboarding                          snowboarding
        figure.golf                                  sports_golf
        figure.tennis                                sports_tennis
        figure.soccer                                sports_soccer
        figure.basketball                            sports_basketball
        figure.and.child.holdinghands                family_restroom
        figure.wave                                  emoji_people
        figure.american.football                     sports_football
        figure.australian.football                   sports_rugby
        figure.rugby                                 sports_rugby
        figure.baseball                              sports_baseball
        figure.softball                              sports_baseball
        figure.cricket                               sports_cricket
        figure.hockey                                sports_hockey
        figure.handball                              sports_handball
        figure.volleyball                            sports_volleyball
        figure.barre                                 sports_gymnastics
        figure.gymnastics                            sports_gymnastics
        figure.flexibility                           sports_gymnastics
        figure.pilates                               self_improvement
        figure.boxing                                sports_mma
        figure.kickboxing                            sports_martial_arts
        figure.martial.arts                          sports_martial_arts
        figure.taichi                                sports_martial_arts
        figure.wrestling                             sports_kabaddi
        figure.strengthtraining.functional           fitness_center
        figure.cross.training                        fitness_center
        figure.core.training                         exercise
        figure.mixed.cardio                          sprint
        figure.highintensity.intervaltraining        sprint
        figure.track.and.field                       sprint
        figure.skiing.crosscountry                   nordic_walking
        figure.skating                               ice_skating
        figure.rower                                 rowing
        figure.sailing                               sailing
        figure.open.water.swim                       pool
        figure.water.fitness                         pool
        figure.waterpolo                             pool
        figure.stairs                                stairs
        figure.badminton                             sports_tennis  # Material has no badminton: its racquet sport
        figure.table.tennis                          sports_tennis  # Material has no table tennis: its racquet sport
        figure.pickleball                            sports_tennis  # Material has no pickleball: its racquet sport
        figure.squash                                sports_tennis  # Material has no squash: its racquet sport
        figure.racquetball                           sports_tennis  # Material has no racquetball: its racquet sport
        figure.fencing                               sports_martial_arts  # Material has no fencer: a figure in a combat stance
        figure.lacrosse                              sports_hockey  # Material has no lacrosse: a stick sport
        figure.skateboarding                         skateboarding
        figure.indoor.rowing                         rowing
        figure.outdoor.rowing                        rowing
        figure.elliptical                            exercise
        figure.dance                                 taunt  # Material's dancing figure
        figure.socialdance                           taunt  # Material's dancing figure
        figure.fall                                  falling
        figure.stand.dress                           woman
        figure.walk.arrival                          directions_walk
        figure.walk.departure                        directions_walk
        figure.2.and.child.holdinghands              family_restroom
        figure.stair.stepper                         stairs
        figure.step.training                         stairs
        face.smiling                                 mood
        face.smiling.inverse                         mood
        face.dashed                                  face  # Material has no dashed face outline: its face
        hand.thumbsup                                thumb_up
        hand.thumbsdown                              thumb_down
        hand.raised                                  front_hand
        hand.wave                                    waving_hand
        hands.clap                                   waving_hand  # Material has no clapping hands: a hand with motion lines
        hands.and.sparkles                           clean_hands
        hand.tap                                     touch_app
        hand.point.up                                touch_app
        hand.pinch                                   pinch
        hand.draw                                    gesture  # Material has no hand drawing: its finger-drawn squiggle
        hand.raised.slash                            do_not_touch
        ear                                          hearing
        brain                                        neurology
        brain.head.profile                           psychology
        # bell heart star bookmark
        bell                                         notifications
        megaphone                                    campaign
        bell.slash                                   notifications_off
        bell.badge                                   notifications_unread
        bell.circle                                  circle_notifications
        bell.and.waves.left.and.right                notifications_active
        heart                                        favorite
        heart.slash                                  heart_broken  # Material has no struck-through heart
        suit.heart                                   favorite
        heart.text.square                            monitor_heart
        waveform.path.ecg                            vital_signs
        waveform.path.ecg.rectangle                  monitor_heart
        waveform                                     graphic_eq
        waveform.path                                earthquake  # an oscillating line of varying amplitude
        staroflife                                   emergency
        cross.case                                   medical_services
        pills                                        medication
        pill                                         pill
        stethoscope                                  stethoscope
        bandage                                      healing
        syringe                                      vaccines
        lungs                                        pulmonology
        star                                         star
        star.circle                                  stars
        star.leadinghalf.filled                      star_half
        star.leadinghalf                             star_half
        sparkles                                     auto_awesome
        bubbles.and.sparkles                         soap  # Material has no sparkling bubbles: its soap bubbles over a hand
        wand.and.stars                               auto_fix_high
        bookmark                                     bookmark
        bookmark.slash                               bookmark_remove
        # home and buildings
        house                                        home
        homekit                                      home
        building.columns                             account_balance
        building.2                                   domain
        building.2.crop.circle                       enclosed:circle:building.2
        building                                     apartment
        storefront                                   storefront
        tent                                         camping
        mountain.2                                   landscape
        tree                                         park
        # settings and search
        gear                                         settings
        gearshape                                    settings
        magnifyingglass                              search
        slider.horizontal.3                          tune
        line.3.horizontal                            menu
        line.horizontal.3                            menu
        line.3.horizontal.decrease                   filter_list
        line.horizontal.3.decrease                   filter_list
        line.2.horizontal                            drag_handle
        ellipsis                                     more_horiz
        ellipsis.circle                              pending
        ellipsis.vertical                            more_vert
        ellipsis.bubble                              sms
        power                                        power_settings_new
        powerplug                                    power
        cable.connector                              cable  # a cable ending in a plug
        cable.connector.horizontal                   turned:cable  # lying down
        poweroutlet.type.a                           outlet
        poweroutlet.type.b                           outlet
        poweroutlet.type.c                           outlet
        poweroutlet.type.d                           outlet
        poweroutlet.type.e                           outlet
        poweroutlet.type.f                           outlet
        poweroutlet.type.g                           outlet
        poweroutlet.type.h                           outlet
        poweroutlet.type.i                           outlet
        poweroutlet.type.j                           outlet
        poweroutlet.type.k                           outlet
        poweroutlet.type.l                           outlet
        poweroutlet.type.m                           outlet
        poweroutlet.type.n                           outlet
        poweroutlet.type.o                           outlet
        # documents
        doc                                          draft
        doc.text                                     description
        doc.plaintext                                description
        doc.richtext                                 article
        doc.on.doc                                   content_copy
        doc.on.clipboard                             content_paste
        arrow.right.doc.on.clipboard                 content_paste_go  # a clipboard with an arrow going right
        clipboard                                    content_paste
        list.clipboard                               assignment
        list.bullet.clipboard                        assignment
        doc.badge.plus                               note_add
        doc.text.magnifyingglass                     find_in_page
        doc.viewfinder                               document_scanner
        dot.viewfinder                               center_focus_strong
        doc.badge.arrow.up                           upload_file
        folder                                       folder
        folder.badge.plus                            create_new_folder
        plus.rectangle.on.folder                     create_new_folder
        folder.badge.person.crop                     folder_shared
        archivebox                                   inventory_2
        tray                                         inbox
        tray.full                                    inbox      # Material's tray has no papers in it
        tray.and.arrow.down                          move_to_inbox
        tray.and.arrow.up                            outbox
        tray.2                                       stacked_inbox
        paperclip                                    attach_file
        rectangle.dashed.and.paperclip               attachment
        link                                         link
        link.badge.plus                              add_link
        pencil                                       edit
        pencil.slash                                 edit_off
        pencil.tip                                   stylus  # Material has no pencil tip alone: its drawing pencil
        pencil.tip.crop.circle                       enclosed:circle:pencil.tip
        pencil.and.scribble                          stylus_note  # a pen and the squiggle it wrote
        square.and.pencil                            edit_square
        highlighter                                  format_ink_highlighter
        eraser                                       ink_eraser
        scribble                                     gesture
        lasso                                        lasso_select
        trash                                        delete
        arrow.up.bin                                 unarchive  # Material has no bin with an arrow: its box with an arrow out
        trash.slash                                  delete_forever  # Material has no crossed-out bin: the bin with a cross
        newspaper                                    newspaper
        text.below.photo                             newsmode  # Material has no photo above lines: its page of a picture and lines
        note.text                                    sticky_note_2
        note.text.badge.plus                         note_add
        book                                         menu_book
        book.closed                                  book
        books.vertical                               book_5
        magazine                                     auto_stories
        text.book.closed                             book
        list.bullet                                  format_list_bulleted
        list.bullet.indent                           format_indent_increase
        text.word.spacing                            format_letter_spacing_wide
        list.number                                  format_list_numbered
        list.dash                                    list
        list.bullet.rectangle                        list_alt
        list.bullet.rectangle.portrait               list_alt
        checklist                                    checklist
        text.justify                                 format_align_justify
        text.alignleft                               format_align_left
        text.justifyleft                             format_align_left
        text.justify.left                            format_align_left
        text.aligncenter                             format_align_center
        text.alignright                              format_align_right
        align.horizontal.left                        align_horizontal_left
        align.horizontal.center                      align_horizontal_center
        align.horizontal.right                       align_horizontal_right
        align.vertical.top                           align_vertical_top
        align.vertical.center                        align_vertical_center
        align.vertical.bottom                        align_vertical_bottom
        bold                                         format_bold
        italic                                       format_italic
        underline                                    format_underlined
        strikethrough                                format_strikethrough
        textformat                                   text_format
        textformat.size                              format_size
        textformat.size.smaller                      text_decrease
        textformat.size.larger                       text_increase
        textformat.alt                               text_fields
        text.quote                                   format_quote
        text.badge.checkmark                         playlist_add_check
        text.magnifyingglass                         manage_search
        quote.bubble                                 within:bubble.left:quote.opening:0.45:0:-0.06  # Material has no quote in a bubble
        number                                       tag
        abc                                          abc
        function                                     function
        command                                      keyboard_command_key
        option                                       keyboard_option_key
        shift                                        shift
        delete.left                                  backspace
        delete.backward                              backspace
        return                                       keyboard_return
        capslock                                     keyboard_capslock
        keyboard                                     keyboard
        # commerce
        tag                                          sell
        tag.slash                                    label_off  # Material has no struck-out price tag: its struck-out label
        bag                                          shopping_bag
        handbag                                      shopping_bag  # Material has no purse: its shopping bag
        tshirt                                       apparel
        cart                                         shopping_cart
        cart.badge.plus                              add_shopping_cart
        cart.badge.minus                             remove_shopping_cart
        basket                                       shopping_basket
        creditcard                                   credit_card
        banknote                                     money
        dollarsign                                   attach_money
        dollarsign.circle                            paid
        brazilianrealsign                            attach_money  # Material has no real sign: the $ it is written with (R$)
        eurosign                                     euro
        sterlingsign                                 currency_pound
        yensign                                      currency_yen
        bitcoinsign                                  currency_bitcoin
        indianrupeesign                              currency_rupee
        indianrupeesign.circle                       currency_rupee_circle
        rublesign                                    currency_ruble
        turkishlirasign                              currency_lira
        francsign                                    currency_franc
        chineseyuanrenminbisign                      currency_yuan
        wonsign                                      forkawesome:f159/f159  # krw
        wallet.pass                                  wallet
        wallet.bifold                                account_balance_wallet
        giftcard                                     card_giftcard
        gift                                         featured_seasonal_and_gifts|forkawesome:f06b/f06b  # Material's filled gift is its outline: Fork Awesome's solid gift
        percent                                      percent
        briefcase                                    work
        suitcase                                     luggage
        suitcase.rolling                             luggage
        shippingbox                                  package_2
        cube                                         deployed_code
        cube.box                                     package_2
        box.truck                                    local_shipping
        truck.box                                    local_shipping
        barcode                                      barcode
        barcode.viewfinder                           barcode_scanner
        qrcode                                       qr_code
        qrcode.viewfinder                            qr_code_scanner
        # communication
        message                                      chat_bubble
        message.badge                                mark_unread_chat_alt
        ellipsis.message                             sms
        plus.message                                 add_comment
        bubble                                       chat_bubble
        bubble.left                                  chat_bubble
        bubble.right                                 mirrored:chat_bubble  # its tail on the right
        bubble.middle.bottom                         chat_bubble
        bubble.left.and.bubble.right                 forum
        bubble.left.and.text.bubble.right            forum
        bubble.left.and.exclamationmark.bubble.right within:bubble.left.and.bubble.right:exclamationmark:0.34:-0.15:-0.23  # the mark in the front bubble
        text.bubble                                  chat
        star.bubble                                  reviews  # a star in a speech bubble
        captions.bubble                              subtitles
        phone                                        call
        phone.down                                   call_end
        phone.arrow.up.right                         phone_forwarded
        phone.arrow.down.left                        phone_callback  # an incoming call: the arrow into the phone
        phone.arrow.right                            phone_forwarded
        phone.badge.plus                             add_call
        envelope                                     mail
        mail                                         mail
        envelope.open                                drafts
        envelope.badge                               mark_email_unread
        at                                           alternate_email
        iphone                                       smartphone
        iphone.gen1                                  phone_iphone
        iphone.gen2                                  phone_iphone
        iphone.gen3                                  smartphone
        ipad                                         tablet
        iphone.homebutton                            phone_iphone
        iphone.rear.camera                           camera_rear  # a phone's back with its camera
        ipad.homebutton                              tablet_mac
        platter.filled.bottom.iphone                 bottom_panel_open  # Material has no phone with a bottom platter: the panel
        laptopcomputer                               laptop
        macbook.and.iphone                           devices
        laptopcomputer.and.iphone                    devices
        desktopcomputer                              desktop_windows
        macwindow                                    web_asset
        display                                      monitor
        applewatch                                   watch
        headphones                                   headphones
        earbuds                                      earbuds
        airpodspro                                   earbuds
        airpods                                      earbuds
        tv                                           tv
        play.tv                                      live_tv
        tv.badge.wifi                                connected_tv
        printer                                      print
        gamecontroller                               sports_esports
        computermouse                                mouse
        cpu                                          memory
        memorychip                                   memory
        server.rack                                  dns
        sdcard                                       sd_card
        externaldrive                                hard_drive
        externaldrive.connected.to.line.below        hard_drive  # Material has no drive on a network line: drawn without its line
        network                                      lan
        icloud                                       cloud
        checkmark.icloud                             cloud_done
        icloud.and.arrow.up                          cloud_upload
        icloud.and.arrow.down                        cloud_download
        icloud.slash                                 cloud_off
        # media
        camera                                       photo_camera
        camera.rotate                                cameraswitch
        camera.aperture                              camera
        photo                                        image
        photo.artframe                               photo_frame
        photo.on.rectangle                           photo_library
        photo.on.rectangle.angled                    photo_library
        photo.stack                                  photo_library
        photo.badge.plus                             add_photo_alternate
        video                                        videocam
        video.slash                                  videocam_off
        video.badge.plus                             video_call
        video.bubble                                 video_chat  # a video camera in a speech bubble
        video.bubble.left                            video_chat  # its name before SF Symbols 5
        film                                         movie
        film.stack                                   video_library
        popcorn                                      fastfood  # Material has no popcorn: its snack (a burger and a cup with a straw), not a film strip
        play.rectangle                               smart_display
        play.rectangle.on.rectangle                  video_library
        play.square.stack                            video_library
        play.square                                  slideshow
        mic                                          mic
        mic.slash                                    mic_off
        speaker                                      volume_mute
        speaker.wave.1                               volume_down
        speaker.wave.2                               volume_up
        speaker.wave.3                               volume_up
        speaker.slash                                volume_off
        hifispeaker                                  speaker
        hifispeaker.2                                speaker_group
        hifispeaker.and.appletv                      connected_tv  # a speaker and a TV box: the output devices
        play                                         play_arrow
        pause                                        pause
        stop                                         stop
        play.circle                                  play_circle
        pause.circle                                 pause_circle
        stop.circle                                  stop_circle
        play.pause                                   play_pause
        playpause                                    play_pause
        forward                                      fast_forward
        backward                                     fast_rewind
        forward.end                                  skip_next
        backward.end                                 skip_previous
        forward.end.alt                              skip_next
        backward.end.alt                             skip_previous
        dock.rectangle                               dock_to_bottom
        shuffle                                      shuffle
        repeat                                       repeat
        repeat.1                                     repeat_one
        gobackward                                   replay
        goforward                                    mirrored:replay  # the same arrow facing forward, as Material's forward_10 draws it
        # the numbered skips: the arrow with its number in the arc's middle (Material's replay arc is centred
        # 0.075 box heights below its ink's centre, which the arrowhead lifts)
        gobackward.5                                 within:gobackward:5:0.34:0:0.075
        gobackward.10                                within:gobackward:10:0.34:0:0.075
        gobackward.15                                within:gobackward:15:0.34:0:0.075
        gobackward.30                                within:gobackward:30:0.34:0:0.075
        gobackward.45                                within:gobackward:45:0.34:0:0.075
        gobackward.60                                within:gobackward:60:0.34:0:0.075
        gobackward.75                                within:gobackward:75:0.34:0:0.075
        gobackward.90                                within:gobackward:90:0.34:0:0.075
        goforward.5                                  within:goforward:5:0.34:0:0.075
        goforward.10                                 within:goforward:10:0.34:0:0.075
        goforward.15                                 within:goforward:15:0.34:0:0.075
        goforward.30                                 within:goforward:30:0.34:0:0.075
        goforward.45                                 within:goforward:45:0.34:0:0.075
        goforward.60                                 within:goforward:60:0.34:0:0.075
        goforward.75                                 within:goforward:75:0.34:0:0.075
        goforward.90                                 within:goforward:90:0.34:0:0.075
        record.circle                                radio_button_checked
        rectangle.dashed.badge.record                screen_record
        circle.circle                                radio_button_checked
        largecircle.fill.circle                      radio_button_checked
        smallcircle.filled.circle                    radio_button_checked
        smallcircle.fill.circle                      radio_button_checked  # its name before SF Symbols 3
        circle.inset.filled                          radio_button_checked
        music.note                                   music_note
        music.note.list                              queue_music
        music.note.house                             home       # Apple Music's Home tab: Material has no house with a note
        airplayvideo                                 airplay
        airplayaudio                                 airplay
        airplay.video                                airplay  # airplayvideo's newer name; apps write both
        airplay.audio                                airplay  # airplayaudio's newer name; Material has one AirPlay glyph
        radio                                        radio
        antenna.radiowaves.left.and.right            cell_tower
        dot.radiowaves.left.and.right                sensors
        dot.radiowaves.up.forward                    rss_feed
        dot.radiowaves.right                         shape:dot.radiowaves.right
        dot.radiowaves.forward                       shape:dot.radiowaves.right
        personalhotspot                              wifi_tethering
        wave.3.right.circle                          contactless
        wave.3.right                                 contactless  # Material's contactless waves sit in a circle
        wave.3.forward                               contactless
        opticaldisc                                  album
        # time and place
        calendar                                     calendar_today
        calendar.day.timeline.left                   view_timeline  # a page of timeline bars
        calendar.badge.plus                          calendar_add_on
        calendar.badge.exclamationmark               calendar_today  # Material has no calendar with a warning: drawn without its badge
        clock                                        schedule
        alarm                                        alarm
        timer                                        timer
        stopwatch                                    timer
        hourglass                                    hourglass
        hourglass.bottomhalf                         hourglass_bottom
        hourglass.tophalf                            hourglass_top
        location                                     near_me
        location.north                               navigation
        location.north.circle                        assistant_navigation
        location.north.line                          navigation  # the north arrow; its baseline left out
        location.slash                               near_me_disabled
        mappin                                       location_on
        mappin.and.ellipse                           pin_drop
        mappin.slash                                 location_off
        location.magnifyingglass                     location_searching
        location.viewfinder                          enclosed:viewfinder:location
        point.topleft.down.to.point.bottomright.curvepath route  # two points joined by a curving path
        point.bottomleft.forward.to.point.topright.scurvepath route
        map                                          map
        signpost.right                               signpost
        globe                                        language
        globe.americas                               public
        globe.europe.africa                          public
        globe.asia.australia                         public
        safari                                       explore
        scope                                        my_location
        binoculars                                   forkawesome:f1e5/f1e5  # binoculars (Material has none)
        target                                       target
        pin                                          push_pin
        # transport
        airplane                                     turned:flight  # SF's plane points right, Material's up
        iphone.and.arrow.forward                     send_to_mobile
        airplane.departure                           flight_takeoff
        airplane.arrival                             flight_land
        car                                          directions_car
        car.rear                                     directions_car  # Material draws the car from the front
        sportscourt                                  stadium  # Material has no court plan: the venue
        car.side                                     shape:car.side  # Material's only side view is a shuttle van: a sedan drawn as a vector
        car.side.rear.open                           shape:car.side  # the car from the side, its open tailgate left out
        car.2                                        directions_car  # Material has no pair of cars: one
        bolt.car                                     electric_car
        bus                                          directions_bus
        tram                                         tram
        tram.fill.tunnel                             subway  # a tram in a tunnel's arch
        road.lanes                                   road  # two road edges and the dashed line between the lanes
        train.side.front.car                         train
        ferry                                        directions_boat
        sailboat                                     sailing
        bicycle                                      pedal_bike
        scooter                                      electric_scooter
        moped                                        two_wheeler  # Material 2.758 has no plain moped (its electric_moped carries a bolt): its two-wheeler
        motorcycle                                   motorcycle
        fuelpump                                     local_gas_station
        ev.charger                                   ev_station
        parkingsign                                  local_parking
        bed.double                                   bed
        fork.knife                                   restaurant
        frying.pan                                   skillet  # a frying pan with steam
        menucard                                     menu_book
        cup.and.saucer                               local_cafe
        mug                                          coffee
        wineglass                                    wine_bar
        takeoutbag.and.cup.and.straw                 takeout_dining
        birthday.cake                                cake
        # connectivity and power
        wifi                                         wifi
        wifi.slash                                   wifi_off
        cellularbars                                 signal_cellular_alt
        simcard                                      sim_card
        battery.0                                    battery_horiz_000
        battery.25                                   battery_low
        battery.50                                   battery_horiz_050
        battery.75                                   battery_horiz_075
        battery.100                                  battery_full_alt
        battery.0percent                             battery_horiz_000  # SF Symbols 5's spelling of the levels
        battery.25percent                            battery_low
        battery.50percent                            battery_horiz_050
        battery.75percent                            battery_horiz_075
        battery.100percent                           battery_full_alt
        battery.100.bolt                             within:battery.0:bolt.fill:0.5:-0.03:0  # charging: the bolt in the battery
        battery.100percent.bolt                      within:battery.0:bolt.fill:0.5:-0.03:0
        bolt                                         bolt
        bolt.circle                                  offline_bolt
        bolt.slash                                   flash_off
        lightbulb                                    lightbulb
        flashlight.on                                flashlight_on
        flashlight.off                               flashlight_off
        lock                                         lock
        lock.open                                    lock_open
        lock.shield                                  shield_lock
        lock.rotation                                screen_lock_rotation
        key                                          key
        clock.badge.exclamationmark                  running_with_errors  # a clock face with an exclamation mark
        touchid                                      fingerprint
        faceid                                       enclosed:viewfinder:face.smiling
        shield                                       shield
        shield.lefthalf.filled                       security
        shield.slash                                 remove_moderator
        eye                                          visibility
        eyes                                         visibility
        eye.slash                                    visibility_off
        eyeglasses                                   eyeglasses
        # charts
        chart.bar                                    signal_cellular_alt
        chart.bar.xaxis                              bar_chart
        chart.pie                                    pie_chart
        chart.line.uptrend.xyaxis                    monitoring
        chart.line.downtrend.xyaxis                  trending_down
        chart.line.flattrend.xyaxis                  trending_flat
        chart.xyaxis.line                            show_chart
        tablecells                                   table
        chart.dots.scatter                           scatter_plot
        gauge                                        speed
        gauge.with.needle                            speed
        gauge.with.dots.needle.0percent              speed
        gauge.with.dots.needle.33percent             speed
        gauge.with.dots.needle.50percent             speed
        gauge.with.dots.needle.67percent             speed
        gauge.with.dots.needle.100percent            speed
        gauge.with.dots.needle.bottom.50percent      speed
        dial.low                                     speed  # Material has no dial knob: its gauge
        dial.medium                                  speed
        dial.high                                    speed
        speedometer                                  speed
        # nature and weather
        flame                                        local_fire_department
        leaf                                         eco
        bird                                         raven
        camera.macro                                 local_florist
        drop                                         water_drop
        flask                                        science  # an Erlenmeyer flask
        testtube.2                                   labs  # Material has one test tube
        sun.max                                      sunny
        sun.min                                      light_mode
        sun.horizon                                  wb_twilight
        sunrise                                      wb_twilight
        sunset                                       wb_twilight
        moon                                         bedtime
        moon.stars                                   clear_night
        moon.zzz                                     beside:moon:ZZZ:0.24:0.27:-0.27  # the letters in the crescent's hollow
        zzz                                          snooze
        cloud                                        cloud
        cloud.rain                                   rainy
        cloud.drizzle                                rainy  # Material's light rain has no cloud over it
        tropicalstorm                                cyclone
        cloud.heavyrain                              rainy_heavy
        cloud.sun                                    partly_cloudy_day
        cloud.moon                                   partly_cloudy_night
        cloud.moon.rain                              rainy  # Material has no moon behind a rain cloud: its rain cloud
        cloud.moon.bolt                              thunderstorm  # Material has no moon behind a storm cloud
        cloud.sun.bolt                               thunderstorm  # Material has no sun behind a storm cloud
        water.waves                                  water
        atom                                         science  # Material has no atom: its science flask
        teddybear                                    child_care  # Material has no teddy bear: its child's face
        carrot                                       nutrition  # Material has no carrot: its produce (an apple)
        waterbottle                                  water_bottle
        shoeprints                                   footprint
        cylinder                                     database  # Material's database is a cylinder of discs
        cylinder.split.1x2                           database
        cloud.bolt                                   thunderstorm
        cloud.snow                                   weather_snowy
        cloud.fog                                    foggy
        wind                                         air
        snowflake                                    ac_unit
        snow                                         ac_unit
        thermometer.medium                           thermostat
        thermometer                                  thermometer
        thermometer.variable                         thermostat
        thermometer.low                              thermometer_loss  # Material has no mercury levels: its thermometer with a minus
        thermometer.high                             thermometer_gain  # and with a plus
        tornado                                      tornado
        hurricane                                    cyclone
        umbrella                                     umbrella
        light.beacon.max                             e911_emergency  # a flashing beacon
        light.beacon.min                             e911_emergency
        beach.umbrella                               beach_access
        fireplace                                    fireplace
        humidity                                     humidity_percentage
        pawprint                                     pets
        cat                                          shape:cat
        ant                                          pest_control
        ladybug                                      bug_report
        fish                                         shape:fish
        comb                                         shape:comb
        carton                                       shape:carton  # a gable-top milk carton
        # awards and shapes
        square.on.circle                             interests  # Material has no square over a circle: overlapping shapes
        app                                          crop_square
        app.badge                                    app_badging
        point.3.connected.trianglepath.dotted        share  # three connected points
        point.3.filled.connected.trianglepath.dotted share
        scalemass                                    scale
        trophy                                       emoji_events
        medal                                        military_tech
        rosette                                      workspace_premium
        flag                                         flag
        flag.checkered                               sports_score
        circle                                       circle
        circle.lefthalf.filled                       contrast
        circle.lefthalf.filled.inverse               contrast
        circle.righthalf.filled                      contrast
        square                                       square
        rectangle                                    rectangle
        triangle                                     change_history
        dot.circle                                   radio_button_checked
        hexagon                                      hexagon
        pentagon                                     pentagon
        square.on.square                             filter_none
        rectangle.on.rectangle                       filter_none
        rectangle.on.rectangle.angled                style  # Material's fanned cards: the front one tilted, as SF's
        rectangle.on.rectangle.slash                 picture_in_picture_off  # Material has no struck pair of rectangles: its picture in picture off
        pip                                          picture_in_picture
        pip.enter                                    picture_in_picture_alt
        pip.exit                                     picture_in_picture_off
        rectangle.split.3x1                          view_week
        rectangle.split.2x2                          grid_view
        viewfinder                                   crop_free  # four corner brackets, as SF's viewfinder
        slider.vertical.3                            instant_mix  # Material's vertical sliders
        square.3.stack.3d                            stacks
        rectangle.bottomthird.inset.filled           call_to_action
        rectangle.bottomhalf.filled                  splitscreen_bottom
        rectangle.dashed                             select
        rectangle.expand.vertical                    expand
        capsule                                      shape:capsule
        capsule.lefthalf.filled                      shape:capsule.lefthalf.filled
        capsule.righthalf.filled                     shape:capsule.righthalf.filled
        capsule.tophalf.filled                       shape:capsule.tophalf.filled
        capsule.bottomhalf.filled                    shape:capsule.bottomhalf.filled
        progress.indicator                           progress_activity
        scroll                                       history_edu
        accessibility                                accessibility
        rectangle.portrait.on.rectangle.portrait     content_copy
        square.stack                                 stack
        rectangle.stack                              stack
        square.stack.3d.up                           layers
        square.3.layers.3d                           layers
        square.grid.2x2                              grid_view
        rectangle.grid.2x2                           grid_view
        square.grid.3x3                              shape:square.grid.3x3
        grid                                         grid_on  # a square ruled into 3 × 3
        square.grid.3x2                              view_module
        circle.grid.3x3                              apps
        circle.hexagongrid                           apps
        rectangle.3.group                            space_dashboard
        rectangle.portrait                           crop_portrait
        sidebar.left                                 side_navigation
        infinity                                     all_inclusive
        # hobbies and tools
        puzzlepiece                                  extension
        puzzlepiece.extension                        extension
        graduationcap                                school
        backpack                                     backpack
        ruler                                        straighten
        paintbrush                                   brush
        eyedropper                                   colorize
        paintbrush.pointed                           brush
        paintpalette                                 palette
        scissors                                     content_cut
        hammer                                       hardware
        wrench                                       build
        wrench.and.screwdriver                       handyman
        theatermasks                                 theater_comedy
        ticket                                       confirmation_number
        dice                                         casino
        soccerball                                   sports_soccer
        basketball                                   sports_basketball
        football                                     sports_football
        tennisball                                   sports_tennis
        baseball                                     sports_baseball
        volleyball                                   sports_volleyball
        dumbbell                                     fitness_center
        sofa                                         chair
        chair.lounge                                 chair
        chair                                        chair
        fan                                          mode_fan
        fanblades                                    mode_fan
        washer                                       local_laundry_service
        refrigerator                                 kitchen
        oven                                         oven
        microwave                                    microwave
        shower                                       shower
        bathtub                                      bathtub
        door.left.hand.open                          door_open
        window.vertical.closed                       window  # a closed window's four panes
        window.vertical.open                         window  # Material has no open window: the closed one
        stairs                                       stairs
        # second font: Fork Awesome (outline glyph/filled glyph)
        # more editing, media, weather and home
        increase.indent                              format_indent_increase
        decrease.indent                              format_indent_decrease
        cloud.hail                                   weather_hail
        cloud.bolt.rain                              thunderstorm  # Material's thunderstorm cloud has rain under its bolt
        cloud.sun.rain                               rainy_light  # Material has no sun behind a rain cloud: its light rain
        sun.rain                                     rainy_light  # Material has no sun with rain: its light rain
        cloud.sleet                                  rainy_snow  # Material's cloud with rain and snow together
        sun.dust                                     sunny  # Material has no sun over dust: its sun
        xmark.icloud                                 cloud_off  # Material has no cloud with an x: its struck-out cloud
        watch.analog                                 watch
        button.programmable                          smart_button  # Material has no action button: its button glyph
        thermometer.snowflake                        severe_cold
        thermometer.sun                              beside:thermometer:sun.max:0.55:0.42:-0.2  # the sun at the thermometer's top right
        heat.waves                                   heat
        house.lodge                                  cabin
        music.mic                                    mic_external_on
        pianokeys                                    piano
        signature                                    signature
        scanner                                      scanner
        faxmachine                                   fax
        iphone.radiowaves.left.and.right             vibration
        rectangle.and.pencil.and.ellipsis            edit_note
        calendar.badge.clock                         calendar_clock
        calendar.badge.checkmark                     event_available
        wand.and.rays                                auto_fix_normal
        wand.and.rays.inverse                        auto_fix_normal
        rectangle.grid.1x2                           view_agenda
        rectangle.grid.3x2                           view_module
        rectangle.grid.3x3                           apps
        key.horizontal                               key
        hare                                         cruelty_free
        tortoise                                     slow_motion_video  # Material has no tortoise: its slow-playback glyph
        arrow.3.trianglepath                         recycling
        leaf.arrow.triangle.circlepath               recycling
        leaf.arrow.circlepath                        recycling
        sun.and.horizon                              wb_twilight
        cup.and.heat.waves                           local_cafe
        dollarsign.bank.building                     account_balance
        sum                                          functions
        textformat.abc                               abc
        cursorarrow                                  arrow_selector_tool
        keyboard.chevron.compact.down                keyboard_hide
        play.slash                                   play_disabled
        eject                                        eject
        livephoto                                    motion_photos_on
        timelapse                                    timelapse
        slowmo                                       slow_motion_video
        pano                                         panorama
        rotate.left                                  rotate_left
        rotate.right                                 rotate_right
        crop                                         crop
        crop.rotate                                  crop_rotate
        terminal                                     terminal
        square.fill.text.grid.1x2                    view_list
        rectangle.3.offgrid                          dashboard
        apps.iphone                                  app_shortcut
        checkerboard.shield                          security
        shield.checkered                             security
        bag.badge.plus                               add_shopping_cart
        gauge.badge.plus                             speed
        # testers' guides: home, car, devices
        xmark.bin                                    within:archivebox:xmark:0.36:0:0.26  # Mail's junk bin: the x below the box's slot
        sun.haze                                     sunny  # Material has no sun behind haze: its sun
        pencil.line                                  border_color  # a pencil over the line it draws
        plus.rectangle                               within:rectangle:plus:0.6:0:0
        minus.rectangle                              within:rectangle:minus:0.6:0:0
        xmark.rectangle                              within:rectangle:xmark:0.55:0:0
        checkmark.rectangle                          within:rectangle:checkmark:0.6:0:0
        lock.icloud                                  within:icloud:lock:0.42:0:0.07
        key.icloud                                   within:icloud:key:0.45:0:0.07
        person.icloud                                within:icloud:person:0.45:0:0.07
        exclamationmark.icloud                       within:icloud:exclamationmark:0.45:0:0.07
        person.crop.rectangle.stack                  recent_actors  # a person's card with cards behind it
        video.doorbell                               nest_hello_doorbell  # a doorbell with a camera above its button
        web.camera                                   camera_video  # a round camera on a stand
        door.garage.closed                           garage_door
        door.garage.open                             garage_home  # the garage with its door raised
        door.garage.double.bay.closed                garage_door  # Material has no double garage: its single one
        door.garage.double.bay.open                  garage_home
        tv.and.hifispeaker                           connected_tv  # a TV and a speaker: Material's TV with its sound waves
        tv.and.mediabox                              connected_tv
        homepod                                      nest_audio  # a tall round speaker
        homepodmini                                  nest_mini  # a small round speaker
        homepod.2                                    speaker_group  # Material has no pair of round speakers: its pair
        homepodmini.2                                speaker_group
        homepod.and.homepodmini                      speaker_group
        hifispeaker.and.homepod                      speaker_group
        hifispeaker.and.homepodmini                  speaker_group
        homepod.and.appletv                          connected_tv
        homepodmini.and.appletv                      connected_tv
        waveform.and.mic                             keyboard_voice  # dictation: Material's dictation key
        bolt.horizontal                              turned:bolt  # the bolt lying on its side
        steeringwheel                                search_hands_free  # Material's steering wheel
        carseat.left                                 mirrored:airline_seat_recline_normal  # Material has no empty car seat: its seated figure, facing left
        carseat.right                                airline_seat_recline_normal
        carseat.left.and.heat.waves                  beside:carseat.left:heat.waves:0.45:0.45:-0.2
        carseat.right.and.heat.waves                 beside:carseat.right:heat.waves:0.45:0.45:-0.2
        windshield.front.and.heat.waves              within:perspective:heat.waves:0.5:0:0.05
        windshield.rear.and.heat.waves               within:rectangle:heat.waves:0.5:0:0
        # Material draws no car from above, with its doors open: its car
        car.top.door.front.left.open                 directions_car
        car.top.door.front.right.open                directions_car
        car.top.door.rear.left.open                  directions_car
        car.top.door.rear.right.open                 directions_car
        car.top.door.front.left.and.front.right.open directions_car
        car.top.door.front.left.and.rear.left.open   directions_car
        car.top.door.front.left.and.rear.right.open  directions_car
        car.top.door.front.right.and.rear.left.open  directions_car
        car.top.door.front.right.and.rear.right.open directions_car
        car.top.door.rear.left.and.rear.right.open   directions_car
        car.top.door.front.left.and.front.right.and.rear.left.open directions_car
        car.top.door.front.left.and.front.right.and.rear.right.open directions_car
        car.top.door.front.left.and.rear.left.and.rear.right.open directions_car
        car.top.door.front.right.and.rear.left.and.rear.right.open directions_car
        car.top.door.front.left.and.front.right.and.rear.left.and.rear.right.open directions_car
        car.top.door.sliding.left.open               directions_car
        car.top.door.sliding.right.open              directions_car
        # vector shapes (SymbolShape)
        diamond                                      shape:rhombus
        circle.grid.2x2                              shape:circle.grid.2x2
        # furniture, light, shapes
        lamp.floor                                   floor_lamp
        lamp.table                                   table_lamp
        cabinet                                      dresser  # Material has no cupboard: its chest of drawers
        lightbulb.max                                halfTurned:wb_incandescent  # a bulb shining its rays around, stood upright
        lightbulb.slash                              light_off
        bolt.shield                                  within:shield:bolt:0.5:0:-0.03
        lock.rectangle.stack                         within:rectangle.stack:lock:0.4:0.15:0.15  # the lock on the front card
        circle.hexagonpath                           within:hexagon:circle:0.42:0:0
        circle.dashed.inset.filled                   within:circle.dashed:circle.fill:0.6:0:0
        square.split.bottomrightquarter              picture_in_picture_alt  # Material's rectangle with its bottom right corner set apart
        square.stack.3d.down.right                   auto_awesome_motion  # three squares stepping down to the right
        text.insert                                  format_indent_increase  # a triangle pointing into lines of text
        text.line.first.and.arrowtriangle.forward    format_indent_increase  # Material has no play-next lines: its triangle beside lines
        shoe                                         steps  # Material's sneaker
        shoe.2                                       steps  # Material has one sneaker, not a pair
        arkit                                        view_in_ar
        cube.transparent                             deployed_code  # Material has no see-through cube: its cube
        camera.filters                               shape:camera.filters
        perspective                                  shape:perspective
        circle.dashed                                shape:circle.dashed
        circle.dotted                                shape:circle.dotted
        crown                                        shape:crown
        sparkle                                      shape:sparkle
        arrowtriangle.up                             shape:arrowtriangle.up
        arrowtriangle.down                           shape:arrowtriangle.down
        arrowtriangle.left                           shape:arrowtriangle.left
        arrowtriangle.right                          shape:arrowtriangle.right
        arrowshape.up                                shape:arrowshape.up
        arrowshape.down                              shape:arrowshape.down
        arrowshape.left                              shape:arrowshape.left
        arrowshape.right                             shape:arrowshape.right
        arrowshape.backward                          shape:arrowshape.left
        arrowshape.forward                           shape:arrowshape.right
        cone                                         shape:cone
        oval                                         shape:oval
        oval.portrait                                shape:oval.portrait
        paperplane                                   forkawesome:f1d9/f1d8  # paper-plane-o / paper-plane
        applelogo                                    forkawesome:f179/f179  # apple
        apple.logo                                   forkawesome:f179/f179  # apple
        quote.opening                                forkawesome:f10d/f10d  # quote-left
        quote.closing                                forkawesome:f10e/f10e  # quote-right
        hand.point.right                             forkawesome:f0a4/f0a4  # hand-o-right
        hand.point.left                              forkawesome:f0a5/f0a5  # hand-o-left
        hand.point.down                              forkawesome:f0a7/f0a7  # hand-o-down
        """
}
