decrement from zero then output twice
-.-.
