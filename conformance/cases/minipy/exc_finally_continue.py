for i in range(4):
    try:
        if i % 2:
            raise ValueError(i)
        print("even", i)
    except ValueError as e:
        print("odd", e)
        continue
    finally:
        print("finally", i)
    print("end of body", i)
