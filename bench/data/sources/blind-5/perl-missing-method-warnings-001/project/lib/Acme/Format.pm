package Acme::Format;
use strict;
use warnings;
use Exporter 'import';
our @EXPORT_OK = qw(money describe);

sub money { sprintf '%.2f', $_[0] / 100 }

sub describe {
    my ($id, $amount, $memo) = @_;
    return sprintf('%-10s %10s  ', $id, $amount) . 'memo: ' . $memo;
}

1;
