read into fresh cells after input is exhausted
,>,>,>+++++++++++++++++++++++++++++++++,<<<.>.>.>.
