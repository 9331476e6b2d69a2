def handlers():
    try:
        risky()
    except (KeyError, IndexError):
        pass
    except ValueError as e:
        print(e)
    except:
        raise
    else:
        print("no error")

def cleanup():
    try:
        return work()
    finally:
        print("done")

def everything():
    for i in range(3):
        try:
            if i:
                continue
            work()
        except OSError as err:
            return err
        else:
            break
        finally:
            release()

def nested():
    try:
        try:
            work()
        finally:
            a()
    except Exception:
        try:
            b()
        except Exception:
            raise
    raise

def managers():
    with open("a") as f, lock:
        return f.read()
    with ctx() as (x, y):
        pass
