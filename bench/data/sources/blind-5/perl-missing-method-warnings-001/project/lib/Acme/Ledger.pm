package Acme::Ledger;
use strict;
use warnings;
use Acme::Payment;
use Acme::Refund;
use Acme::Format qw(money describe);

sub new { return bless { total => 0, n => 0 }, shift }

sub add_line {
    my ($self, $line) = @_;
    my ($kind, $id, $cents, $memo) = split /,/, $line, 4;
    my $entry = $kind eq 'refund'
        ? Acme::Refund->new(id => $id, cents => $cents, memo => $memo)
        : Acme::Payment->new(id => $id, cents => $cents, memo => $memo);
    my $sign = $kind eq 'refund' ? -1 : 1;
    $self->{total} += $sign * $entry->amount_cents;
    $self->{n}++;
    print describe($entry->id, money($entry->amount_cents), $entry->memo), "\n";
    return;
}

sub count   { $_[0]{n} }
sub balance { money($_[0]{total}) }

1;
