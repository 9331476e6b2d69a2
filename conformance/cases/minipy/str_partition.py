for s in ("key=value=more", "novalue", "=start", "end="):
    print(s.partition("="), s.rpartition("="))
try:
    "abc".partition("")
except ValueError as e:
    print("ValueError:", e)
