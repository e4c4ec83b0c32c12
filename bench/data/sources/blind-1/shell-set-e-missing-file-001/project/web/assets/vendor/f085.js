/* asset 85 */ export default 1;
