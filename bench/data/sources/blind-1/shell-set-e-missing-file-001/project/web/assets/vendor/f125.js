/* asset 125 */ export default 1;
