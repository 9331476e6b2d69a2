for y in range(-10, 11, 2):
    row = ""
    for x in range(-40, 21, 2):
        c = complex_re = x / 20.0
        ci = y / 10.0
        zr = zi = 0.0
        n = 0
        while n < 30 and zr * zr + zi * zi <= 4.0:
            zr, zi = zr * zr - zi * zi + complex_re, 2 * zr * zi + ci
            n += 1
        row += " .:-=+*#%@"[n % 10] if n < 30 else "@"
    print(row)
