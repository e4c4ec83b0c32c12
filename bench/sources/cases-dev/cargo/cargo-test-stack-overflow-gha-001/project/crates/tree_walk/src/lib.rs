pub mod walk;
