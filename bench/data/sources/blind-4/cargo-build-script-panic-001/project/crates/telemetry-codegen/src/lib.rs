include!(concat!(env!("OUT_DIR"), "/fields.rs"));
