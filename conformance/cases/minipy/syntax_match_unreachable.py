match v:
    case x:
        pass
    case 2:
        pass
