#!/usr/bin/env python3
"""Writes Scripts/product.png, the product photo the seeds' scripts (quadcurve, breath) show:
a 120 x 80 picture (wider than tall, so contentsGravity's aspect fill and fit differ visibly in
their square layers) of a gift box on an orange ground, with a teal band at each side edge that
aspect fill crops away. Standard library only; the output is the same bytes on every run."""
import struct
import sys
import zlib

W, H = 120, 80


def pixel(x, y):
    if x < 10 or x >= W - 10:                       # the side bands
        return (0, 150, 136)
    t = y / (H - 1)                                 # the ground: light to deep orange downwards
    r, g, b = 255, int(214 - 70 * t), int(128 - 100 * t)
    if 40 <= x < 80 and 30 <= y < 70:               # the box, with a red ribbon each way
        r, g, b = (250, 245, 235)
        if 57 <= x < 63 or 44 <= y < 50:
            r, g, b = (211, 47, 47)
    dx, dy = x - 60, y - 25                         # the bow: two red loops on the lid
    if ((dx + 7) ** 2 + dy ** 2 * 2 < 40 or (dx - 7) ** 2 + dy ** 2 * 2 < 40) and y < 31:
        r, g, b = (211, 47, 47)
    return (r, g, b)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


rows = b"".join(b"\x00" + bytes(c for x in range(W) for c in pixel(x, y)) for y in range(H))
png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
       + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
with open(sys.argv[1] if len(sys.argv) > 1 else "Scripts/product.png", "wb") as f:
    f.write(png)
