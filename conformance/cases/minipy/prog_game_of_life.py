def step(live):
    counts = {}
    for (x, y) in live:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    counts[(x + dx, y + dy)] = counts.get((x + dx, y + dy), 0) + 1
    return {c for c, n in counts.items() if n == 3 or (n == 2 and c in live)}
def show(live, w=6, h=6):
    for y in range(h):
        print("".join("#" if (x, y) in live else "." for x in range(w)))
    print()
glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
for _ in range(3):
    show(glider)
    glider = step(glider)
print(sorted(glider))
