from textstats import longest_word, mean_word_length, word_count


def test_word_count_single_spaces():
    assert word_count("the quick brown fox") == 4


def test_word_count_any_whitespace():
    assert word_count("one two\nthree four") == 4
    assert word_count("  padded  ") == 1


def test_mean_word_length():
    assert mean_word_length("ab abcd") == 3.0


def test_mean_word_length_of_empty_text():
    assert mean_word_length("") == 0.0


def test_longest_word():
    assert longest_word("a bbb cc ddd") == "bbb"
