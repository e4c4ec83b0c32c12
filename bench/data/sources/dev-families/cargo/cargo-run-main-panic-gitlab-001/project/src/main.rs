use std::collections::HashMap;

#[derive(Debug)]
enum RateError {
    Missing { currency: &'static str, invoice: String },
}

fn convert(rates: &HashMap<&str, f64>, amount: f64, currency: &'static str, invoice: &str)
    -> Result<f64, RateError> {
    rates
        .get(currency)
        .map(|r| amount * r)
        .ok_or(RateError::Missing { currency, invoice: invoice.to_string() })
}

fn main() {
    let rates: HashMap<&str, f64> = [("EUR", 1.0), ("USD", 0.92), ("GBP", 1.17)].into();
    let currencies = ["EUR", "USD", "GBP", "EUR", "USD"];
    let mut total = 0.0;
    for n in 1..=420u32 {
        let currency = if n == 312 { "CHF" } else { currencies[n as usize % 5] };
        let invoice = format!("2024-{n:04}");
        let amount = 100.0 + f64::from(n % 17) * 12.5;
        let eur = convert(&rates, amount, currency, &invoice).unwrap();
        total += eur;
        println!("rendered invoice {invoice} ({currency} {amount:.2} = EUR {eur:.2})");
    }
    println!("total EUR {total:.2}");
}
