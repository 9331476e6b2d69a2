# Fractions find the equal int and float keys of dicts and sets (their
# hashes agree, as in CPython), and the other way round.
from fractions import Fraction

print({0.5: 1}.get(Fraction(1, 2)), {0.5: 1}[Fraction(2, 4)], Fraction(1, 2) in {0.5, 3})
print({Fraction(3, 4): "f"}.get(0.75), {Fraction(6, 3): "two"}[2], 2 in {Fraction(4, 2)})
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(-7, 1)) == hash(-7), hash(Fraction(1, 3)) == hash(1 / 3))
print({1.5: "a", Fraction(3, 2): "b"}, len({0.25, Fraction(1, 4), Fraction(2, 8)}))
