z = 1 + 2j
print(z, repr(z), 2j, -2j, 0j, -0j, 1j * 1j, (1+2j) * (3-4j), (1+2j) / (3-4j), z ** 2, z ** 0.5, z ** -1, 2 ** z)
print(z.real, z.imag, z.conjugate(), abs(3+4j), -z, +z, z == 1+2j, z != 1, 1 + 0j == 1, 1.5 + 0j == 1.5, hash(1+0j) == hash(1), hash(2.5+0j) == hash(2.5), hash(z))
print(complex(), complex(1), complex(1, 2), complex("1+2j"), complex(" (3-4.5j) "), complex("j"), complex("-j"), complex("1e3j"), complex(1j, 1j), complex("inf+nanj"), complex(2.5))
print(type(z), type(z).__name__, isinstance(z, complex), bool(0j), bool(1j), [1j, 2][0], sum([1j, 2, 3.5]), z * 2, 2 * z, z - 1, 1 - z, z / 2, 2 / z)
for bad in ["abc", "1+", "1+2", "1 + 2j", ""]:
    try: complex(bad)
    except ValueError as e: print(repr(bad), e)
for f in [lambda: complex("1", 2), lambda: complex(1, "2"), lambda: complex(None), lambda: z < z, lambda: z // 2, lambda: z % 2, lambda: int(z), lambda: float(z), lambda: 1 / 0j, lambda: 0j ** -1, lambda: round(z), lambda: divmod(z, 1)]:
    try: print(f())
    except (TypeError, ValueError, ZeroDivisionError) as e: print(type(e).__name__, e)
print(format(z, ""), format(z, ".2f"), format(z, ">20"), format(z, "^20.3e"), f"{z:g}", f"{1.5j:.1f}", f"{-0.0-1j}", format(1e20+1j, ""), format(z, "+.1f"), format(z, "<12"))
print(complex(float("inf"), 0) * 2, (1e308+1e308j) * 2 if True else "", repr(complex(-0.0, 0.0)), repr(complex(0.0, -0.0)), 1e-10j, 123456789j, 1.5e300j * 1.5e300j if False else "")
print((2+3j) ** 3, (1+1j) ** 10, 1j ** 2, (0.5+0.5j) ** 1.5, pow(2j, 2))
class C(complex):
    def hello(self): return "hi " + str(self)
c = C(1, 1)
print(c, c + 1, c.hello(), isinstance(c, complex), c.real, type(c + 1))
print(abs(-3-4j), (3+4j).__abs__(), complex.__add__(1j, 2), (1j).__format__(""), sorted([3+0j, 1j], key=abs))
import math
print(math.isclose(abs(1+1j), math.sqrt(2)), [x.imag for x in [1, 2.5, 3j]], (1).imag, (2.5).real)
