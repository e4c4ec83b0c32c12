use fx::{Currency, RateTable};

fn main() {
    let mut table = RateTable::new();
    table.set(Currency::Usd, 921_000);
    println!("{:?}", table.convert_to_eur(Currency::Usd, 10_000));
}
