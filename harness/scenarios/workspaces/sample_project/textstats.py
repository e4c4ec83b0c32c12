"""Small statistics over a text."""


def word_count(text: str) -> int:
    """How many words the text holds, whatever whitespace separates them."""
    return len(text.split(" "))


def mean_word_length(text: str) -> float:
    """The mean length of the words; 0.0 for a text without words."""
    words = text.split()
    return sum(len(word) for word in words) / len(words)


def longest_word(text: str) -> str:
    """The longest word; the first one on a tie."""
    return max(text.split(), key=len, default="")
