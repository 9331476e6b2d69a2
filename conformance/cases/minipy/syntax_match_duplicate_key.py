match v:
    case {"a": 1, "a": 2}:
        pass
    case 2:
        pass
