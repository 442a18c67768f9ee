"""Draws the Match scene's people (Scenes/Match/Assets/*.png; sources in LICENSES.md).

Open Peeps by Pablo Stanley (CC0 1.0), as packaged by DiceBear. Not run by the build or the tests;
to redraw, from a scratch folder:

    python3 -m venv venv && venv/bin/pip install dicebear-core==10.7.0 dicebear-styles==10.6.0 pillow
    apt-get install librsvg2-bin      # rsvg-convert 2.54
    venv/bin/python scripts/match-illustrations.py Scenes/Match/Assets
"""
import json, re, subprocess, sys, tempfile
from importlib.resources import files
from pathlib import Path

from dicebear import Avatar, Style
from PIL import Image

style = Style(json.loads(files("dicebear_styles").joinpath("open-peeps.json").read_text()))
OUT = Path(sys.argv[1])


def peep(seed, **options):
    """One Open Peeps head and shoulders (704×704 units), without its canvas clip."""
    opts = {"seed": seed, "accessoriesProbability": 0, "maskProbability": 0, "facialHairProbability": 0}
    opts.update(options)
    svg = Avatar(style, opts).to_string()
    inner = re.sub(r"^<svg[^>]*>", "", svg).rsplit("</svg>", 1)[0]
    # The style clips the figure to its square canvas; the portrait has room above it.
    return re.sub(r' clip-path="url\(#[^)]*\)"', "", inner)


def compose(name, w, h, bg, bg2, person, size, x, y, shirt=None):
    """A w×h px picture: a vertical gradient, the peep scaled to `size` px at (x, y), and, for a
    portrait taller than the peep, its shirt carried down to the bottom edge."""
    s = size / 704
    hem = f'<rect x="0" y="{y + size - 2}" width="{w}" height="{h}" fill="#{shirt}"/>' if shirt else ""
    svg = f'''<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{bg}"/><stop offset="1" stop-color="{bg2}"/></linearGradient></defs>
<rect width="{w}" height="{h}" fill="url(#bg)"/>
{hem}
<clipPath id="above-hem"><rect x="-{w}" y="-{h}" width="{3 * w}" height="{h + y + size}"/></clipPath>
<g clip-path="url(#above-hem)"><g transform="translate({x} {y}) scale({s})">{person}</g></g></svg>'''
    with tempfile.TemporaryDirectory() as tmp:
        src, raw = Path(tmp) / "in.svg", Path(tmp) / "out.png"
        src.write_text(svg)
        subprocess.run(["rsvg-convert", str(src), "-o", str(raw)], check=True)
        Image.open(raw).convert("RGB").save(OUT / f"{name}.png", optimize=True)


MAYA_SHIRT = "e78276"
maya = peep("Maya", headVariant="bun", expressionVariant="smile", skinColor="d08b5b",
            clothingColor=MAYA_SHIRT, headContrastColor="9ddadb")
you = peep("You", headVariant="short2", expressionVariant="calm", skinColor="edb98a",
           clothingColor="8fa7df", headContrastColor="724133")
sam = peep("Sam", headVariant="twists", expressionVariant="smile", skinColor="ae5d29",
           clothingColor="ffcf77", headContrastColor="9ddadb")

# The profile card: 375×625 pt at @3x.
W, H, S = 1125, 1875, 1450
compose("profile-maya", W, H, "#f6dcc3", "#e8b994", maya, S, (W - S) / 2 - 0.01 * S, 190, shirt=MAYA_SHIRT)
# Avatars (56 pt circles: 168 px) and Likes-You tiles (96×128 pt filled from a square: 384 px, 461 px
# under the locked tile's 1.2 scale).
A = 600
compose("avatar-maya", A, A, "#f6dcc3", "#e8b994", maya, A, -A * 0.03, 0)
compose("avatar-you", A, A, "#d6e6f2", "#b3cde3", you, A, -A * 0.03, 0)
compose("avatar-sam", A, A, "#e3dcf2", "#c9bde6", sam, A, -A * 0.03, 0)
