import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import '../admin.css';

export interface MoveButtonsProps {
  /** The record's place on the site, 1 for the first. */
  position: number;
  /** It is the last one: "Move down" is off. */
  last: boolean;
  /** What the record is called, for the buttons' accessible names. */
  name: string;
  onMove: (position: number) => void;
}

/**
 * The place of a record in an ordered admin list, with "Move up" and "Move down" buttons: real
 * buttons, so Tab and Enter or Space move a record as well as a click does. They are not turned
 * off while a move is under way (a disabled button drops the keyboard focus); the screen ignores
 * a second press until the first move has answered.
 */
export function MoveButtons({ position, last, name, onMove }: MoveButtonsProps) {
  return (
    <span className="pe-move">
      <span className="pe-move__place">{position}</span>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`Move up: ${name}`}
        title="Move up"
        disabled={position <= 1}
        onClick={() => onMove(position - 1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`Move down: ${name}`}
        title="Move down"
        disabled={last}
        onClick={() => onMove(position + 1)}
      />
    </span>
  );
}
