/* asset 165 */ export default 1;
