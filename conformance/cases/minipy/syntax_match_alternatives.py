match v:
    case (1 as y) | (2 as z):
        pass
    case 2:
        pass
