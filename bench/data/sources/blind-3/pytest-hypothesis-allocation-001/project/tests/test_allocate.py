import pytest

from payouts.allocate import allocate

EVEN = [('atlas', 1), ('atlas', 2), ('atlas', 4), ('atlas', 5), ('borealis', 1), ('borealis', 2), ('borealis', 4), ('borealis', 5), ('cobalt', 1), ('cobalt', 2), ('cobalt', 4), ('cobalt', 5), ('dune', 1), ('dune', 2), ('dune', 4), ('dune', 5), ('ember', 1), ('ember', 2), ('ember', 4), ('ember', 5), ('fjord', 1), ('fjord', 2), ('fjord', 4), ('fjord', 5), ('garnet', 1), ('garnet', 2), ('garnet', 4), ('garnet', 5), ('harbor', 1), ('harbor', 2), ('harbor', 4), ('harbor', 5)]


@pytest.mark.parametrize(("partner", "n"), EVEN)
def test_even_split_of_round_amount(partner, n):
    assert allocate(1000 * n, [1] * n) == [1000] * n


def test_single_partner_gets_everything():
    assert allocate(12345, [7]) == [12345]


@pytest.mark.parametrize("weights", [[], [0, 1], [-1, 2]])
def test_rejects_bad_weights(weights):
    with pytest.raises(ValueError):
        allocate(100, weights)
