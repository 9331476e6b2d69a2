command = "go"
match command:
    case "go":
        print("going")
