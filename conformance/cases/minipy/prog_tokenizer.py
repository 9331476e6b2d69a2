def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(("NUM", src[i:j]))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(("NAME", src[i:j]))
            i = j
        elif src[i:i + 2] in ("==", "<=", ">=", "**"):
            tokens.append(("OP", src[i:i + 2]))
            i += 2
        else:
            tokens.append(("OP", c))
            i += 1
    return tokens
for kind, text in tokenize("x_1 = 3.14 * (y ** 2) >= foo(10)"):
    print(f"{kind:5}{text!r}")
