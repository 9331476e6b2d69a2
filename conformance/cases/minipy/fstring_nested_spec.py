for width in (6, 10):
    for prec in (1, 3):
        print(f"[{3.14159:{width}.{prec}f}]", f"[{'ab':{'>'}{width}}]", f"[{42:{'0'}{width}d}]")
fill, align = "*", "^"
print(f"[{'mid':{fill}{align}{9}}]", "[{:{}{}{}}]".format("x", "-", "<", 5))
