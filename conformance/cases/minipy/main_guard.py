def main():
    print("running main", __name__)
    return 0
if __name__ == "__main__":
    main()
else:
    print("imported")
