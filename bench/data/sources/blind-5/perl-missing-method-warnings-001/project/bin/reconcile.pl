#!/usr/bin/env perl
# Reconcile the day's ledger entries against the bank export.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Acme::Ledger;

my $file = shift or die "usage: $0 ENTRIES.csv\n";
open my $fh, '<', $file or die "cannot open $file: $!\n";
my $ledger = Acme::Ledger->new;
<$fh>;    # header
while (my $line = <$fh>) {
    chomp $line;
    $ledger->add_line($line);
}
close $fh;
printf "reconciled %d entries, balance %s\n", $ledger->count, $ledger->balance;
