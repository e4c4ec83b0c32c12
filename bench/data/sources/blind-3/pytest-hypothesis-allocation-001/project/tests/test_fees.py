import pytest

from payouts.fees import net_of_fee

ROWS = [('atlas', 0, 0), ('atlas', 0, 150), ('atlas', 0, 300), ('atlas', 100, 0), ('atlas', 100, 150), ('atlas', 100, 300), ('atlas', 2500, 0), ('atlas', 2500, 150), ('atlas', 2500, 300), ('atlas', 99999, 0), ('atlas', 99999, 150), ('atlas', 99999, 300), ('atlas', 1000000, 0), ('atlas', 1000000, 150), ('atlas', 1000000, 300), ('borealis', 0, 0), ('borealis', 0, 150), ('borealis', 0, 300), ('borealis', 100, 0), ('borealis', 100, 150), ('borealis', 100, 300), ('borealis', 2500, 0), ('borealis', 2500, 150), ('borealis', 2500, 300), ('borealis', 99999, 0), ('borealis', 99999, 150), ('borealis', 99999, 300), ('borealis', 1000000, 0), ('borealis', 1000000, 150), ('borealis', 1000000, 300), ('cobalt', 0, 0), ('cobalt', 0, 150), ('cobalt', 0, 300), ('cobalt', 100, 0), ('cobalt', 100, 150), ('cobalt', 100, 300), ('cobalt', 2500, 0), ('cobalt', 2500, 150), ('cobalt', 2500, 300), ('cobalt', 99999, 0), ('cobalt', 99999, 150), ('cobalt', 99999, 300), ('cobalt', 1000000, 0), ('cobalt', 1000000, 150), ('cobalt', 1000000, 300), ('dune', 0, 0), ('dune', 0, 150), ('dune', 0, 300), ('dune', 100, 0), ('dune', 100, 150), ('dune', 100, 300), ('dune', 2500, 0), ('dune', 2500, 150), ('dune', 2500, 300), ('dune', 99999, 0), ('dune', 99999, 150), ('dune', 99999, 300), ('dune', 1000000, 0), ('dune', 1000000, 150), ('dune', 1000000, 300), ('ember', 0, 0), ('ember', 0, 150), ('ember', 0, 300), ('ember', 100, 0), ('ember', 100, 150), ('ember', 100, 300), ('ember', 2500, 0), ('ember', 2500, 150), ('ember', 2500, 300), ('ember', 99999, 0), ('ember', 99999, 150), ('ember', 99999, 300), ('ember', 1000000, 0), ('ember', 1000000, 150), ('ember', 1000000, 300), ('fjord', 0, 0), ('fjord', 0, 150), ('fjord', 0, 300), ('fjord', 100, 0), ('fjord', 100, 150), ('fjord', 100, 300), ('fjord', 2500, 0), ('fjord', 2500, 150), ('fjord', 2500, 300), ('fjord', 99999, 0), ('fjord', 99999, 150), ('fjord', 99999, 300), ('fjord', 1000000, 0), ('fjord', 1000000, 150), ('fjord', 1000000, 300), ('garnet', 0, 0), ('garnet', 0, 150), ('garnet', 0, 300), ('garnet', 100, 0), ('garnet', 100, 150), ('garnet', 100, 300), ('garnet', 2500, 0), ('garnet', 2500, 150), ('garnet', 2500, 300), ('garnet', 99999, 0), ('garnet', 99999, 150), ('garnet', 99999, 300), ('garnet', 1000000, 0), ('garnet', 1000000, 150), ('garnet', 1000000, 300), ('harbor', 0, 0), ('harbor', 0, 150), ('harbor', 0, 300), ('harbor', 100, 0), ('harbor', 100, 150), ('harbor', 100, 300), ('harbor', 2500, 0), ('harbor', 2500, 150), ('harbor', 2500, 300), ('harbor', 99999, 0), ('harbor', 99999, 150), ('harbor', 99999, 300), ('harbor', 1000000, 0), ('harbor', 1000000, 150), ('harbor', 1000000, 300)]


@pytest.mark.parametrize(("partner", "gross", "fee_bps"), ROWS)
def test_net_is_never_above_gross(partner, gross, fee_bps):
    assert 0 <= net_of_fee(gross, fee_bps) <= gross


@pytest.mark.parametrize("fee_bps", [-1, 10_001])
def test_rejects_bad_fee(fee_bps):
    with pytest.raises(ValueError):
        net_of_fee(100, fee_bps)
