read two bytes and print the second then the first stays overwritten
,,.
