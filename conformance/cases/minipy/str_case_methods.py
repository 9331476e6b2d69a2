for s in ("hello world", "HELLO", "mIxEd CaSe 123", "they're bill's friends", "ß straße", "ǆemal", "ΟΔΟΣ", ""):
    print(repr(s.upper()), repr(s.lower()), repr(s.title()), repr(s.capitalize()), repr(s.swapcase()), repr(s.casefold()))
