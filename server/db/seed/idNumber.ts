/**
 * An 18-digit ID number with its ISO 7064 check digit; its 17th digit (the last of the sequence
 * number) is odd for a man and even for a woman, as on a real card.
 */
export function idNumber(county: string, n: number, gender: '男' | '女'): string {
  const year = 1975 + (n % 30);
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (n % 28)).padStart(2, '0');
  let seq = 100 + (n % 900);
  if ((seq % 2 === 1) !== (gender === '男')) seq += seq < 999 ? 1 : -1;
  const body = `${county}${year}${month}${day}${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((a, d, i) => a + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}
