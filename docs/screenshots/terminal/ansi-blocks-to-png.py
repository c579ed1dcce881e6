#!/usr/bin/env python3
"""Renders the true-colour block picture of a terminal capture (`tmux capture-pane -p -e`) as a PNG.

Each `▀` cell is two pixels, the top one in the foreground colour and the bottom one in the
background colour; other cells are skipped, so only the picture is drawn, not the text around it.

    python3 ansi-blocks-to-png.py poster.ansi poster.png [scale]
"""
import re
import struct
import sys
import zlib

SGR = re.compile(r"\x1b\[([0-9;]*)m")


def cells(line):
    """The line's `▀` cells as (column, top colour, bottom colour)."""
    fg = bg = (0, 0, 0)
    column = 0
    position = 0
    while position < len(line):
        match = SGR.match(line, position)
        if match:
            codes = [int(c) for c in match.group(1).split(";") if c]
            index = 0
            while index < len(codes):
                if codes[index] in (38, 48) and codes[index + 1 : index + 2] == [2]:
                    colour = tuple(codes[index + 2 : index + 5])
                    fg, bg = (colour, bg) if codes[index] == 38 else (fg, colour)
                    index += 5
                else:
                    index += 1
            position = match.end()
            continue
        if line[position] == "▀":
            yield column, fg, bg
        column += 1
        position += 1


def main():
    source, target = sys.argv[1], sys.argv[2]
    scale = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    rows = [list(cells(line)) for line in open(source, encoding="utf-8").read().split("\n")]
    rows = [row for row in rows if row]
    left = min(cell[0] for row in rows for cell in row)
    width = max(cell[0] for row in rows for cell in row) - left + 1
    pixels = []
    for row in rows:
        top = [(0, 0, 0)] * width
        bottom = [(0, 0, 0)] * width
        for column, fg, bg in row:
            top[column - left], bottom[column - left] = fg, bg
        pixels += [top, bottom]
    raw = b"".join(
        b"\x00" + b"".join(bytes(colour) * scale for colour in line)
        for line in pixels
        for _ in range(scale)
    )

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width * scale, len(pixels) * scale, 8, 2, 0, 0, 0)
    with open(target, "wb") as png:
        png.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header))
        png.write(chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


main()
