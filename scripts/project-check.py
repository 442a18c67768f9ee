#!/usr/bin/env python3
"""Compile-check every app folder in a folder of Swift projects with `mockup check`, and rank the errors.

Each subfolder of PROJECTS is one app's source folder (as `mockup render` takes it: its Swift files in
every subfolder are one program). A project is clean when `mockup check` exits 0. The ranking counts
the first error of each file that does not compile, leaving out "cannot find 'X' in scope" for names
the project itself declares (those follow from another file of the project failing).

usage: scripts/project-check.py PROJECTS [JOBS]     (after `swift build -c release`)
e.g.   scripts/project-check.py ~/src/swiftui-samples 2
Prints each project's failing files, then 'projects clean: N/M' and the errors ranked by count.
"""
import collections, concurrent.futures as cf, os, re, subprocess, sys

MOCKUP = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '.build', 'release', 'mockup')
DECLARATION = re.compile(r'\b(?:struct|class|enum|protocol|actor|func|let|var|typealias)\s+(\w+)')
ERROR = re.compile(r'^(.*?):(\d+): error: (.*?) \((?:block at line \d+|.* left out)\)$', re.M)


def declared_names(project):
    names = set()
    for folder, _, files in os.walk(project):
        for name in files:
            if name.endswith('.swift'):
                with open(os.path.join(folder, name), errors='replace') as source:
                    names.update(DECLARATION.findall(source.read()))
    return names


def check(project):
    run = subprocess.run([MOCKUP, 'check', project], capture_output=True, text=True)
    return project, run.returncode, run.stdout + run.stderr


def main():
    if len(sys.argv) < 2 or not os.path.isdir(sys.argv[1]):
        sys.exit('usage: scripts/project-check.py PROJECTS [JOBS]  (a folder whose subfolders are app source folders)')
    if not os.path.exists(MOCKUP):
        sys.exit(f'{MOCKUP} not found: run `swift build -c release` first')
    root, jobs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 2
    projects = sorted(os.path.join(root, d) for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
    ranking, clean = collections.Counter(), 0
    with cf.ThreadPoolExecutor(jobs) as pool:
        for project, status, output in pool.map(check, projects):
            clean += status == 0
            # The first error of each file (an app's file reports one per declaration left out).
            errors = list({file: (file, line, message) for file, line, message in reversed(ERROR.findall(output))}.values())[::-1]
            names = declared_names(project) if errors else set()
            print(f'{os.path.basename(project)}: {"clean" if status == 0 else "fails"}')
            for file, line, message in errors:
                missing = re.match(r"cannot find (?:type )?'(\w+)' in scope", message)
                if missing and missing.group(1) in names:
                    continue
                print(f'   {file}:{line}: {message}')
                ranking[message] += 1
            if status and not errors:
                print('   ' + output.strip().splitlines()[-1][:300] if output.strip() else '   (no output)')
    print(f'projects clean: {clean}/{len(projects)}')
    for message, count in ranking.most_common(60):
        print(f'{count:4d} {message}')


main()
