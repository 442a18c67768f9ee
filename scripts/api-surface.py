#!/usr/bin/env python3
"""Lists the public API of an Apple .swiftinterface that our modules do not declare.

usage: scripts/api-surface.py [--conformances] INTERFACE MODULE [MODULE...]   (after `swift build -c release`)
  e.g. scripts/api-surface.py SwiftUI.swiftinterface SwiftUI MockupUI MockupText MockupRaster Combine Accessibility
       scripts/api-surface.py Charts.swiftinterface Charts

INTERFACE is Apple's interface of one framework for iOS (the iOS SDK's
<Framework>.swiftmodule/arm64e-apple-ios.swiftinterface; public SDK mirrors carry it). It is read,
never copied into this repository. Each public declaration available on iOS becomes a key
`Type.member(labels:)`; our modules' keys come from `swift-symbolgraph-extract` of the release
build. Prints `present N missing M`, then the missing keys grouped by parent type, largest group
first. A key can be listed while we accept the same calls through defaulted parameters, so read
a group before adding API.
With --conformances it lists instead the protocol conformances Apple declares (`Color: Hashable`,
`Font: Sendable`) that our same-named types lack: code such as `ForEach(colors, id: \\.self)`
needs them, and a missing member list does not show them.
"""
import collections, glob, json, os, re, subprocess, sys, tempfile

def apple_keys(path):
    """The interface's public, iOS-available declarations as keys."""
    text = open(path).read()
    lines = text.split('\n')
    # Extensions of the interface's own types name them qualified (`extension WidgetKit.Foo`).
    own_module = re.escape((re.search(r'-module-name (\w+)', text) or re.search(r'()', '')).group(1) or 'SwiftUI')
    keys = {}
    stack, unavailable_ctx, depth, pending_attrs = [], [], 0, []
    ATTR = re.compile(r'^@[\w.]+(\((?:[^()]|\([^()]*\))*\))?\s*')
    DECL = re.compile(r'(?:@[\w().:, *"]+\s+)*(?:public |open |internal |private |fileprivate |package |@frozen |@MainActor '
                      r'|@preconcurrency |final |indirect |nonisolated |@_\w+(?:\([^)]*\))? )*'
                      r'(struct|enum|class|protocol|extension|actor|typealias) ([\w.]+)')
    def labels_of(params):
        parts, d, cur, prev = [], 0, '', ''
        for ch in params:
            if ch in '([<{': d += 1
            elif ch in ')]}': d -= 1
            elif ch == '>' and prev != '-': d -= 1
            prev = ch
            if ch == ',' and d == 0: parts.append(cur); cur = ''
            else: cur += ch
        if cur.strip(): parts.append(cur)
        labels = []
        for p in parts:
            p = re.sub(r'^(@[\w.]+(\([^)]*\))?\s*)+', '', p.strip())
            m = re.match(r'([\w`]+)(\s+[\w`]+)?\s*:', p)
            if m: labels.append(m.group(1).strip('`') + ':')
        return ''.join(labels)
    def skip_generics(code, j):
        if j < len(code) and code[j] == '<':
            d = 0
            for k in range(j, len(code)):
                d += {'<': 1, '>': -1}.get(code[k], 0)
                if d == 0: return k + 1
        return j
    def params_at(code, start):
        d = 0
        for i in range(start, len(code)):
            if code[i] == '(': d += 1
            elif code[i] == ')':
                d -= 1
                if d == 0: return code[start + 1:i]
        return code[start + 1:]
    def context():
        names = [n for n, _ in stack if n]
        return names[-1] if names else ''
    for raw in lines:
        line = raw.strip()
        while (m := ATTR.match(line)):
            pending_attrs.append(m.group(0)); line = line[m.end():]
        if not line: continue
        code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        ios_unavailable = '@available(iOS, unavailable' in ' '.join(pending_attrs)
        opened, closed = code.count('{'), code.count('}')
        m = DECL.match(code)
        if m:
            kind, name = m.group(1), re.sub(r'^(SwiftUI|' + own_module + r')\.', '', m.group(2))
            nonpublic = not ('public' in code or 'open ' in code or kind == 'extension')
            hidden = nonpublic or ios_unavailable or name.startswith('_') or any(unavailable_ctx)
            if kind == 'typealias':
                if not hidden: keys[(context() + '.' if context() else '') + name] = kind
            else:
                full = name if kind == 'extension' else (context() + '.' if context() else '') + name
                if kind != 'extension' and not hidden: keys[full] = kind
                if opened > closed:
                    stack.append((full, depth))
                    unavailable_ctx.append(nonpublic or ios_unavailable or (kind != 'extension' and name.startswith('_')))
                    depth += opened - closed; pending_attrs = []
                    continue
        elif stack:
            m2 = re.search(r'public (?:static |class |override |nonisolated |mutating |@\w+ )*(func|var|let|init|subscript|case)\b\s*([^\s(:<]*)', code)
            m3 = re.match(r'case (\w+)', code)
            if m2 or m3:
                parent = context()
                if m3 and not m2:
                    key = parent + '.' + m3.group(1)
                else:
                    kind, member = m2.group(1), m2.group(2)
                    if kind in ('func', 'init', 'subscript'):
                        j = skip_generics(code, m2.end())
                        if kind == 'init':
                            j = code.find('init', m2.start()) + 4
                            if code[j:j + 1] in '?!': j += 1
                            j = skip_generics(code, j); member = 'init'
                        if kind == 'subscript':
                            member = 'subscript'; j = code.find('(', m2.start())
                        key = parent + '.' + member + '(' + labels_of(params_at(code, code.find('(', j))) + ')'
                    else:
                        key = parent + '.' + member
                last = key.split('(')[0].rsplit('.', 1)[-1]
                if not ios_unavailable and not any(unavailable_ctx) and not last.startswith(('_', '$')) \
                        and not parent.split('.')[-1].startswith('_'):
                    keys[key] = 'member'
        pending_attrs = []
        depth += opened - closed
        while stack and depth <= stack[-1][1]:
            stack.pop(); unavailable_ctx.pop()
    return keys

def apple_conformances(path):
    """(type, protocol) pairs the interface declares on iOS-available public types and extensions."""
    text = open(path).read()
    pairs = set()
    HEAD = re.compile(r'((?:^[ \t]*@[^\n]*\n)*)[ \t]*(?:[\w@()]+ )*?(extension|struct|enum|class|protocol) '
                      r'([\w.]+)(?:<[^{]*?>)? ?: ([^{\n]*)\{', re.M)
    for m in HEAD.finditer(text):
        attrs, kind, name, inherits = m.groups()
        if '@available(iOS, unavailable' in attrs or kind == 'protocol':
            continue
        name = re.sub(r'^(SwiftUI|Swift|Foundation|CoreGraphics|Charts|_MapKit_SwiftUI|MapKit)\.', '', name)
        if any(part.startswith('_') for part in name.split('.')):
            continue
        for proto in inherits.split(' where ')[0].split(','):
            proto = re.sub(r'^(SwiftUI|Swift|Foundation|Combine|Observation|CoreTransferable|Charts|_MapKit_SwiftUI|MapKit)\.', '',
                           proto.strip())
            if proto and not proto.startswith(('_', '@')) and proto[0].isupper():
                pairs.add((name, proto))
    return pairs

def our_conformances(out):
    """(type, protocol) pairs from our symbol graphs in `out`, by the types' and protocols' names."""
    names, relations = {}, []
    for path in glob.glob(os.path.join(out, '*.symbols.json')):
        graph = json.load(open(path))
        for symbol in graph['symbols']:
            names[symbol['identifier']['precise']] = '.'.join(symbol['pathComponents'])
        relations += [r for r in graph['relationships'] if r['kind'] == 'conformsTo']
    pairs = set()
    for r in relations:
        proto = names.get(r['target']) or r.get('targetFallback', '').split('.')[-1]
        if r['source'] in names and proto:
            pairs.add((names[r['source']], proto))
    return pairs

def our_keys(modules):
    """Keys and typealias targets of our modules' public symbols (release build)."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    release = os.path.join(root, '.build', 'x86_64-unknown-linux-gnu', 'release')
    flags = ['-I', os.path.join(release, 'Modules')]
    for m in glob.glob(os.path.join(root, 'Sources', '*', 'module.modulemap')) + glob.glob(os.path.join(release, '*.build', 'module.modulemap')):
        flags += ['-Xcc', '-fmodule-map-file=' + m]
    for inc in glob.glob(os.path.join(root, 'Sources', '*', 'include')) + ['/usr/include/freetype2', '/usr/include/harfbuzz']:
        flags += ['-Xcc', '-I' + inc]
    out = tempfile.mkdtemp(prefix='api-surface-')
    for module in modules:
        subprocess.run(['swift-symbolgraph-extract', '-module-name', module, '-target', 'x86_64-unknown-linux-gnu',
                        '-output-dir', out, '-minimum-access-level', 'public'] + flags, check=True)
    ours, aliases = set(), {}
    for path in glob.glob(os.path.join(out, '*.symbols.json')):
        for symbol in json.load(open(path))['symbols']:
            key = '.'.join(symbol['pathComponents']).replace('`', '')
            ours.add(key)
            if symbol['kind']['identifier'] == 'swift.typealias':
                text = ''.join(f['spelling'] for f in symbol.get('declarationFragments', []))
                if '=' in text: aliases[key] = text.split('=', 1)[1].strip().split('<')[0].strip()
    return ours, aliases, our_conformances(out)

NOISE = re.compile(r'\.Body$|\.[!=]=\(|\.hashValue$|\.hash\(into:\)|\.allCases$|\.AllCases$|\.RawValue$|'
                   r'\.init\(rawValue:\)|\.rawValue$|\.encode\(to:\)|\.init\(from:\)|[Dd]escription$')

def main():
    args = sys.argv[1:]
    conformances = args[:1] == ['--conformances']
    if conformances: args = args[1:]
    if len(args) < 2:
        sys.exit('usage: scripts/api-surface.py [--conformances] INTERFACE MODULE [MODULE...]')
    ours, aliases, our_pairs = our_keys(args[1:])
    if conformances:
        resolve = lambda name: aliases.get(name, name)
        have = {(resolve(t), p) for t, p in our_pairs}
        known = {resolve(t) for t, _ in our_pairs} | ours
        lacking = sorted((t, p) for t, p in apple_conformances(args[0])
                         if resolve(t) in known and (resolve(t), p) not in have)
        print('types we declare that lack a conformance Apple declares:', len(lacking))
        for t, p in lacking: print(f'    {t}: {p}')
        return
    apple = apple_keys(args[0])
    def candidates(key):
        yield key
        parts = key.split('(')[0].split('.')
        for i in range(len(parts) - 1, 0, -1):
            prefix = '.'.join(parts[:i])
            if prefix in aliases: yield aliases[prefix] + key[len(prefix):]
    missing, present = collections.defaultdict(list), 0
    for key in apple:
        key = re.sub(r'^(Swift|CoreFoundation|CoreGraphics|Foundation|UIKit|CoreTransferable|UniformTypeIdentifiers|'
                     r'Combine|Observation|Charts|_MapKit_SwiftUI|MapKit)\.', '', key.replace('`', ''))
        if NOISE.search(key): continue
        if any(c in ours for c in candidates(key)):
            present += 1; continue
        base = key.split('(')[0]
        missing[key.rsplit('.', 1)[0] if '.' in base else ''].append(key)
    print('present', present, 'missing', sum(len(v) for v in missing.values()))
    for parent, keys in sorted(missing.items(), key=lambda kv: -len(kv[1])):
        print(f'== {parent or "<top>"} ({len(keys)})')
        for key in sorted(keys): print('   ', key)

main()
