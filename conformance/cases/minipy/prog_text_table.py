rows = [("Name", "Qty", "Price"), ("Widget", 3, 4.5), ("Gadget", 12, 19.99), ("Thingamajig", 1, 1234.5)]
widths = [max(len(str(r[i])) if not isinstance(r[i], float) else len(f"{r[i]:,.2f}") for r in rows) for i in range(3)]
for n, row in enumerate(rows):
    cells = []
    for i, v in enumerate(row):
        if isinstance(v, float):
            cells.append(f"{v:>{widths[i]},.2f}")
        elif isinstance(v, int):
            cells.append(f"{v:>{widths[i]}}")
        else:
            cells.append(f"{v:<{widths[i]}}")
    print("| " + " | ".join(cells) + " |")
    if n == 0:
        print("|" + "+".join("-" * (w + 2) for w in widths) + "|")
