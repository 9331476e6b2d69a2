+++.
[-]>+++[<+>-]
  +[ output would happen but parsing fails first
>.
