for s in ("abc", "ABC", "Abc Def", "abc123", "123", "12.5", "  ", "", "²³", "½", "٣", "_name1", "1name", "Hello World", "hello World"):
    print(repr(s), s.isalpha(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalnum(), s.isspace(),
          s.isupper(), s.islower(), s.istitle(), s.isidentifier())
