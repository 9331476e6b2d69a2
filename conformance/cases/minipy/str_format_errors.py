tests = [("{", ()), ("}", ()), ("{0", (1,)), ("{0!x}", (1,)), ("{}{0}", (1, 2)), ("{0}{}", (1, 2)), ("{2}", (1,)),
         ("{name}", (1,)), ("{0.}", (1,)), ("{0[}", (1,)), ("{:{:{}}}", (1, 2, 3)), ("{0[0]x}", ([1],)), ("{!}", (1,)),
         ("{0:{1}", (1, 2)), ("{0.nope}", (1,)), ("{0[5]}", ([1],))]
for template, args in tests:
    try:
        print(repr(template.format(*args)))
    except (ValueError, IndexError, KeyError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
