import cmath, math
for z in [1+2j, -1, 4, 1j, -1j, 0.5-0.25j, -3+0j, 2, 1e-320j, 1e300+1e300j]:
    print(z, cmath.sqrt(z), cmath.log(z), cmath.log10(z), cmath.phase(z), cmath.polar(z))
print(cmath.rect(2, 0), cmath.rect(0, 1), cmath.log(8, 2), cmath.log(100, 10), cmath.isclose(1+1j, 1+1.0000000001j), cmath.isclose(1, 1.1), cmath.isclose(1j, 1.01j, rel_tol=0.1))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nanj, cmath.exp(0), cmath.exp(1), cmath.exp(1j * 0))
print(cmath.isfinite(1j), cmath.isinf(complex(math.inf, 0)), cmath.isnan(complex(0, math.nan)), cmath.isfinite(1e308 * 10 + 0j))
print(abs(cmath.exp(1j * math.pi) + 1) < 1e-15, abs(cmath.sin(1j) - 1.1752011936438014j) < 1e-15)
for f in [lambda: cmath.log(0), lambda: cmath.sqrt("x"), lambda: cmath.log(1, 0), lambda: cmath.atanh(1)]:
    try: print(f())
    except (ValueError, TypeError, ZeroDivisionError) as e: print(type(e).__name__, e)
