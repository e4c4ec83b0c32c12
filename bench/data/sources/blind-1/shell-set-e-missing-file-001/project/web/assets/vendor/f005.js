/* asset 5 */ export default 1;
